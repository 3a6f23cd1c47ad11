/**
 * How soon the firm answers a message: the one place it is promised. The contact page, the thank-you page and
 * the pricing page's "Responsive support" all show this sentence, so changing it here changes every promise.
 */
export const replyTime = 'We reply to every message on the same working day.';
