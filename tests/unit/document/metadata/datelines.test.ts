import { describe, expect, it } from 'vitest';
import { datelineParts, dayOf } from '../../../../src/core/document/metadata/datelines';

describe('datelineParts', () => {
  it('reads labelled dates as news pages write them', () => {
    expect(datelineParts('PUBLISHED: 10:48, Tue, Nov 19, 2019')).toEqual({ published: '10:48, Tue, Nov 19, 2019' });
    expect(datelineParts('UPDATED: 11:05, Tue, Nov 19, 2019')).toEqual({ updated: '11:05, Tue, Nov 19, 2019' });
    expect(datelineParts('Updated Nov 19, 9:41 AM;Posted Nov 18, 8:19 PM')).toEqual({ updated: 'Nov 19, 9:41 AM', published: 'Nov 18, 8:19 PM' });
    expect(datelineParts('November 19, 2019 | 4:20am | Updated November 19, 2019 | 9:32pm')).toEqual({ published: 'November 19, 2019, 4:20am', updated: 'November 19, 2019, 9:32pm' });
    expect(datelineParts('Nov. 20, 2019Updated: Nov. 20, 2019 1:35 a.m.')).toEqual({ published: 'Nov. 20, 2019', updated: 'Nov. 20, 2019 1:35 a.m.' });
    expect(datelineParts('Published 1 day ago (2019-11-19)')).toEqual({ published: '1 day ago (2019-11-19)' });
    expect(datelineParts('First Published: Tuesday, November 19, 2019 08:38 AM')).toEqual({ published: 'Tuesday, November 19, 2019 08:38 AM' });
    expect(datelineParts('Updated Nov. 19, 2019 8:21 am ET / Original Nov. 19, 2019 8:02 am ET')).toEqual({ updated: 'Nov. 19, 2019 8:21 am ET', published: 'Nov. 19, 2019 8:02 am ET' });
  });

  it('reads unlabelled dates, in other languages too', () => {
    expect(datelineParts('18 NOV 2019')).toEqual({ published: '18 NOV 2019' });
    expect(datelineParts('19.11.2019, 08:57')).toEqual({ published: '19.11.2019, 08:57' });
    expect(datelineParts('segunda-feira, 22 de janeiro de 2018 às 0:13')).toEqual({ published: 'segunda-feira, 22 de janeiro de 2018 às 0:13' });
    expect(datelineParts('Monday, November 18, 2019, 04:05 pm PT (07:05 pm ET)')?.published).toBe('Monday, November 18, 2019, 04:05 pm PT (07:05 pm ET)');
  });

  it('reads a date written as ISO 8601 (year-month-day) alone, as blogs print it', () => {
    expect(datelineParts('2026-04-07')).toEqual({ published: '2026-04-07' });
    expect(datelineParts('Updated: 2026-04-09')).toEqual({ updated: '2026-04-09' });
    expect(datelineParts('Released 2026-04-07 with 12 fixes')).toBeNull();
  });

  it('takes no sentence, count, year or label for a dateline', () => {
    expect(datelineParts('The council met on November 19, 2019.')).toBeNull();
    expect(datelineParts('In May')).toBeNull();
    expect(datelineParts('3.409')).toBeNull();
    expect(datelineParts('1,300 people')).toBeNull();
    expect(datelineParts('2019')).toBeNull();
    expect(datelineParts('Tempo de leitura: 2 minutos')).toBeNull();
    expect(datelineParts('By Justine Coleman - 11/18/19 11:04 PM EST')).toBeNull();
    expect(datelineParts(`Updated ${'November 19, 2019 '.repeat(8)}`)).toBeNull();
  });
});

describe('dayOf', () => {
  it('keeps the day as the page wrote it, without time, weekday or zone', () => {
    expect(dayOf('10:48, Tue, Nov 19, 2019')).toBe('Nov 19, 2019');
    expect(dayOf('5:27 am CST, Wednesday, November 20, 2019')).toBe('November 20, 2019');
    expect(dayOf('11/18/19 11:04 PM EST')).toBe('11/18/19');
    expect(dayOf('Monday, November 18th, 2019 at 11:08 a.m.')).toBe('November 18th, 2019');
    expect(dayOf('22 de janeiro de 2018 às 0:13')).toBe('22 de janeiro de 2018');
    expect(dayOf('1 day ago (2019-11-19)')).toBe('2019-11-19');
    expect(dayOf('22 Dec, 2016 22 Dec, 2016')).toBe('22 Dec, 2016');
  });

  it('gives nothing for a time alone', () => {
    expect(dayOf('1:23 p.m.')).toBe('');
  });
});
