import dayjs from 'dayjs';
import { reportDays, thisMonth } from '../report-days';

describe('report days', () => {
  it('are MM/DD/YYYY, open when not chosen, and this month by default', () => {
    expect(reportDays([dayjs('2026-11-01'), dayjs('2026-11-25')])).toEqual({ startDate: '11/01/2026', endDate: '11/25/2026' });
    expect(reportDays(null)).toEqual({ startDate: undefined, endDate: undefined });
    expect(reportDays([dayjs('2026-11-01'), null])).toEqual({ startDate: '11/01/2026', endDate: undefined });
    expect(thisMonth(dayjs('2026-11-25T15:00:00')).map((day) => day.format('MM/DD/YYYY'))).toEqual(['11/01/2026', '11/25/2026']);
  });
});
