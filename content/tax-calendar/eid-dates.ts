/**
 * The first days of the two Eids in Kosovo, as announced: the one table the tax calendar reads them from
 * (shared/tax-calendar/holidays.ts). The dates follow the lunar calendar and are announced each year, by the
 * Government in its calendar of official holidays (Law No. 03/L-064, Article 5) and by the Islamic Community
 * of Kosovo (BIK). Only announced dates go here, each with where it was published: a year that is missing is
 * unknown, and the calendar then says which deadlines its Eids could move instead of guessing.
 *
 * To add a year: the Government's calendar for it (published by the end of October of the year before), or
 * the BIK's announcement.
 */
import { type EidDate } from '#shared/tax-calendar/holidays.ts';

const government2018 = 'https://www.rks-gov.net/AL/f191/publikimet/festat-zyrtare-ne-republiken-e-kosoves';
const government2019 =
  'https://www.rks-gov.net/AL/f332/festat-zyrtare-ne-republiken-e-kosoves/kalendari-i-festave-zyrtare-per-vitin-2019';
const government2022 =
  'https://www.scribd.com/document/559869290/Festat-zyrtare-ne-Republiken-e-Kosoves-per-vitin-2022';
const government2024 = 'https://scribd.com/document/738256211/Kalendari-festave-zyrtare-2024';

export const eidDates: readonly EidDate[] = [
  { eid: 'fitr', date: '2018-06-15', publisher: 'government', url: government2018 },
  { eid: 'adha', date: '2018-08-21', publisher: 'government', url: government2018 },
  { eid: 'fitr', date: '2019-06-04', publisher: 'government', url: government2019 },
  { eid: 'adha', date: '2019-08-11', publisher: 'government', url: government2019 },
  {
    eid: 'fitr',
    date: '2021-05-13',
    publisher: 'islamicCommunity',
    url: 'https://www.mesazhi.com/dita-e-fiter-bajramit-te-enjten/',
  },
  {
    eid: 'adha',
    date: '2021-07-20',
    publisher: 'islamicCommunity',
    url: 'https://www.mesazhi.com/bik-namazi-i-bajramit-do-te-falet-me-kapacitet-te-plote-neper-xhami/',
  },
  { eid: 'fitr', date: '2022-05-02', publisher: 'government', url: government2022 },
  { eid: 'adha', date: '2022-07-09', publisher: 'government', url: government2022 },
  { eid: 'fitr', date: '2023-04-21', publisher: 'islamicCommunity', url: 'https://infosot.com/?p=537625' },
  { eid: 'fitr', date: '2024-04-10', publisher: 'government', url: government2024 },
  { eid: 'adha', date: '2024-06-16', publisher: 'government', url: government2024 },
  { eid: 'fitr', date: '2025-03-30', publisher: 'islamicCommunity', url: 'https://llapi.info/?p=558089' },
];
