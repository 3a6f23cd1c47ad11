import { eidDates } from '#content/tax-calendar/eid-dates.ts';
import { addMonths } from '#shared/tax-calendar/civil-date.ts';
import { type Deadline, TaxCalendar, forAudiences } from '#shared/tax-calendar/deadlines.ts';
import { catholicEaster, orthodoxEaster } from '#shared/tax-calendar/easter.ts';
import { expectedEids } from '#shared/tax-calendar/eid-window.ts';
import { type EidDate, daysOff } from '#shared/tax-calendar/holidays.ts';

/**
 * Hand-worked from Law No. 03/L-064 on Official Holidays (Articles 2 and 4), the Government's calendars of
 * official holidays for 2018, 2019, 2022 and 2024, and the rule that a last day which is not a business day
 * moves to the next one (Law No. 03/L-222, Article 17, as the ATK applied it to the VAT for March 2019).
 */
const calendar = new TaxCalendar(eidDates);
const due = (id: string) => calendar.byId(id)?.due;

describe('Easter', () => {
  it.each([
    [2000, '2000-04-23', '2000-04-30'],
    [2010, '2010-04-04', '2010-04-04'],
    [2014, '2014-04-20', '2014-04-20'],
    [2018, '2018-04-01', '2018-04-08'],
    [2019, '2019-04-21', '2019-04-28'],
    [2022, '2022-04-17', '2022-04-24'],
    [2024, '2024-03-31', '2024-05-05'],
    [2025, '2025-04-20', '2025-04-20'],
    [2026, '2026-04-05', '2026-04-12'],
    [2027, '2027-03-28', '2027-05-02'],
    [2038, '2038-04-25', '2038-04-25'],
  ])('%p: Catholic %p, Orthodox %p', (year, catholic, orthodox) => {
    expect(catholicEaster(year)).toBe(catholic);
    expect(orthodoxEaster(year)).toBe(orthodox);
  });

  it('reaches the extremes of the Gregorian computus (22 March 2285, 25 April 2038)', () => {
    expect(catholicEaster(2285)).toBe('2285-03-22');
    expect(catholicEaster(1943)).toBe('1943-04-25');
  });
});

describe('days off (Law No. 03/L-064: a holiday on a weekend gives the next working day off)', () => {
  const listed = (year: number) => [...daysOff(year, eidDates).keys()].sort();

  it('2019, as the Government’s calendar lists them', () => {
    expect(listed(2019)).toEqual([
      '2019-01-01',
      '2019-01-02',
      '2019-01-07',
      '2019-02-18', // Independence Day, Sunday 17 February
      '2019-04-09',
      '2019-04-22', // Catholic Easter Monday
      '2019-04-29', // Orthodox Easter Monday
      '2019-05-01',
      '2019-05-09',
      '2019-06-04', // Eid al-Fitr
      '2019-08-12', // Eid al-Adha, Sunday 11 August
      '2019-12-25',
    ]);
  });

  it('2024, as the Government’s calendar lists them', () => {
    expect(listed(2024)).toEqual([
      '2024-01-01',
      '2024-01-02',
      '2024-01-08', // Orthodox Christmas, Sunday 7 January
      '2024-02-19', // Independence Day, Saturday 17 February
      '2024-04-01', // Catholic Easter Monday
      '2024-04-09',
      '2024-04-10', // Eid al-Fitr
      '2024-05-01',
      '2024-05-06', // Orthodox Easter Monday
      '2024-05-09',
      '2024-06-17', // Eid al-Adha, Sunday 16 June
      '2024-12-25',
    ]);
  });

  it('2022: two weekend holidays in a row give two days; a stand-in skips a day already off', () => {
    const off = daysOff(2022, eidDates);
    expect(off.get('2022-01-03')).toEqual({ holiday: 'newYear', standsInFor: '2022-01-01' });
    expect(off.get('2022-01-04')).toEqual({ holiday: 'newYear', standsInFor: '2022-01-02' });
    expect(off.get('2022-05-02')).toEqual({ holiday: 'eidFitr' });
    expect(off.get('2022-05-03')).toEqual({ holiday: 'labour', standsInFor: '2022-05-01' });
    expect(off.get('2022-07-11')).toEqual({ holiday: 'eidAdha', standsInFor: '2022-07-09' });
    expect(off.get('2022-12-26')).toEqual({ holiday: 'catholicChristmas', standsInFor: '2022-12-25' });
  });

  it('2018: Orthodox Easter Monday and Constitution Day on the same Monday are one day off', () => {
    const off = daysOff(2018, eidDates);
    expect(off.has('2018-04-09')).toBe(true);
    expect(off.has('2018-04-10')).toBe(false);
  });

  it('2025: both Easters on one Sunday give one Monday off', () => {
    const off = daysOff(2025, eidDates);
    expect(off.has('2025-04-21')).toBe(true);
    expect(off.has('2025-04-22')).toBe(false);
  });
});

describe('deadlines, 2019', () => {
  it.each([
    ['vat-2019-03', '2019-04-23'], // 20 April Saturday, 21 Sunday, 22 Catholic Easter Monday: the ATK's notice
    ['cit-annual-2018', '2019-04-01'], // 31 March Sunday
    ['pit-annual-2018', '2019-04-01'],
    ['wages-2019-01', '2019-02-15'],
    ['vat-2019-01', '2019-02-20'],
    ['wages-2019-03', '2019-04-15'],
    ['cit-advance-2019-q1', '2019-04-15'],
    ['vat-2019-04', '2019-05-20'],
    ['wages-2019-05', '2019-06-17'], // 15 June Saturday
    ['wages-2019-08', '2019-09-16'], // 15 September Sunday
    ['vat-2019-09', '2019-10-21'], // 20 October Sunday
    ['small-business-2019-q3', '2019-10-15'],
    ['wages-2019-11', '2019-12-16'], // 15 December Sunday
    ['vat-2019-11', '2019-12-20'],
    ['wages-2019-12', '2020-01-15'], // the year's last month, due in the next year
    ['vat-2019-12', '2020-01-20'],
    ['pit-advance-2019-q4', '2020-01-15'],
  ])('%p is due %p', (id, expected) => {
    expect(due(id)).toBe(expected);
  });

  it('names what moved the VAT of March 2019: the weekend and Catholic Easter Monday', () => {
    expect(calendar.byId('vat-2019-03')?.skipped).toEqual([
      { date: '2019-04-20', dayOff: undefined },
      { date: '2019-04-21', dayOff: undefined },
      { date: '2019-04-22', dayOff: { holiday: 'catholicEaster' } },
    ]);
  });
});

describe('deadlines, 2024', () => {
  it.each([
    ['wages-2023-12', '2024-01-15'],
    ['vat-2023-12', '2024-01-22'], // 20 January Saturday
    ['wages-2024-01', '2024-02-15'],
    ['cit-annual-2023', '2024-04-02'], // 31 March Catholic Easter Sunday, 1 April Easter Monday
    ['pit-annual-2023', '2024-04-02'],
    ['vat-2024-03', '2024-04-22'], // 20 April Saturday
    ['small-business-2024-q1', '2024-04-15'],
    ['wages-2024-05', '2024-06-18'], // 15 June Saturday, 17 June stands in for Eid al-Adha (Sunday 16 June)
    ['vat-2024-05', '2024-06-20'],
    ['wages-2024-09', '2024-10-15'],
    ['wages-2024-11', '2024-12-16'], // 15 December Sunday
    ['vat-2024-11', '2024-12-20'],
    ['cit-advance-2024-q4', '2025-01-15'],
    ['vat-2024-12', '2025-01-20'],
  ])('%p is due %p', (id, expected) => {
    expect(due(id)).toBe(expected);
  });

  it('names the Eid behind the wage deadline of May 2024', () => {
    expect(calendar.byId('wages-2024-05')?.skipped.at(-1)).toEqual({
      date: '2024-06-17',
      dayOff: { holiday: 'eidAdha', standsInFor: '2024-06-16' },
    });
  });
});

describe('year ends and announced Eids', () => {
  it('moves the quarter of the New Year stand-ins: 15 January 2022 Saturday to Monday 17', () => {
    expect(due('cit-advance-2021-q4')).toBe('2022-01-17');
  });

  it('moves the annual returns of 2024 past Eid al-Fitr 2025 (Sunday 30 March, Monday 31 off)', () => {
    expect(due('cit-annual-2024')).toBe('2025-04-01');
  });
});

describe('an Eid not yet announced', () => {
  it('is expected on the Umm al-Qura date', () => {
    expect(expectedEids(2027)).toEqual([
      { eid: 'fitr', date: '2027-03-09' },
      { eid: 'adha', date: '2027-05-16' },
    ]);
  });

  it('gives the earliest day and says how late the deadline could move', () => {
    const wages = calendar.byId('wages-2027-04');
    expect(wages?.due).toBe('2027-05-17'); // 15 May 2027 is a Saturday
    expect(wages?.mayMove).toEqual({ eid: 'adha', year: 2027, latest: '2027-05-18' });
  });

  it('leaves deadlines it cannot reach alone', () => {
    for (const [id, date] of [
      ['vat-2027-04', '2027-05-20'],
      ['wages-2027-02', '2027-03-15'],
    ]) {
      const deadline = calendar.byId(id ?? '');
      expect(deadline?.due).toBe(date);
      expect(deadline?.mayMove).toBeUndefined();
    }
  });

  it('is certain once announced', () => {
    const announced: EidDate[] = [...eidDates, { eid: 'adha', date: '2027-05-16', publisher: 'government', url: '' }];
    const wages = new TaxCalendar(announced).byId('wages-2027-04');
    expect(wages?.due).toBe('2027-05-18');
    expect(wages?.mayMove).toBeUndefined();
  });
});

describe('the calendar of a range', () => {
  it('lists twelve months of deadlines in date order, each once, within the range', () => {
    const from = '2026-11-25';
    const to = addMonths(from, 12);
    const deadlines = calendar.between(from, to);
    expect(deadlines.every((deadline) => deadline.due >= from && deadline.due < to)).toBe(true);
    expect(deadlines.map((deadline) => deadline.due)).toEqual(deadlines.map((deadline) => deadline.due).sort());
    expect(new Set(deadlines.map((deadline) => deadline.id)).size).toBe(deadlines.length);
    // 12 × (wages, withholding, VAT) + 4 × (three quarterly payments) + the two annual returns.
    expect(deadlines).toHaveLength(12 * 3 + 4 * 3 + 2);
  });

  it('filters by audience; no choice shows everything', () => {
    const all = calendar.between('2026-01-01', '2027-01-01');
    const ids = (list: Deadline[]) => new Set(list.map((deadline) => deadline.id.replace(/-\d{4}.*/, '')));
    expect(ids(forAudiences(all, ['vat']))).toEqual(new Set(['vat']));
    expect(ids(forAudiences(all, ['employer', 'small-business']))).toEqual(
      new Set(['wages', 'withholding', 'small-business']),
    );
    expect(forAudiences(all, [])).toEqual(all);
  });

  it('refuses ids that name no deadline', () => {
    for (const id of [
      'vat-2019',
      'vat-2019-13',
      'vat-2019-q1',
      'cit-annual-2019-03',
      'nope-2019-01',
      '../etc',
      'vat-1999-01',
    ]) {
      expect(calendar.byId(id)).toBeNull();
    }
  });
});
