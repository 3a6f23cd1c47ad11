/** Sa shpejt përgjigjet firma: i vetmi vend ku premtohet (faqja e kontaktit, e falënderimit dhe e çmimeve). */
export const replyTime = 'Çdo mesazhi i përgjigjemi brenda së njëjtës ditë pune.';
