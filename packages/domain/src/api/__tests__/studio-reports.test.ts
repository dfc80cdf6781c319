import * as v from 'valibot';
import { PaymentsExportRequest, PaymentsSummaryQuery, SubjectsExportRequest } from '../studio-reports';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('report requests', () => {
  it('take real MM/DD/YYYY days in order, either end open', () => {
    expect(messages(PaymentsSummaryQuery, { startDate: '11/01/2026', endDate: '11/30/2026' })).toEqual([]);
    expect(messages(PaymentsSummaryQuery, {})).toEqual([]);
    expect(messages(PaymentsSummaryQuery, { startDate: '02/30/2026' })).toEqual(['Use a real date as MM/DD/YYYY']);
    expect(messages(PaymentsSummaryQuery, { startDate: '2026-11-01' })).toEqual(['Use a real date as MM/DD/YYYY']);
    expect(messages(SubjectsExportRequest, { jobId: 1, startDate: '12/01/2026', endDate: '11/30/2026' })).toEqual(['The end date cannot be before the start date']);
  });

  it('pair a payments filter with its type and accept only the values of that type', () => {
    expect(messages(PaymentsExportRequest, { filterType: 'orderMethod', filter: 'Gallery', timeZone: 'America/Chicago', jobId: 3 })).toEqual([]);
    expect(messages(PaymentsExportRequest, { filterType: 'status', filter: 'refunded' })).toEqual([]);
    expect(messages(PaymentsExportRequest, { filterType: 'status', filter: 'Gallery' })).toHaveLength(1);
    expect(messages(PaymentsExportRequest, { filter: 'paid' })).toEqual(['filter and filterType go together']);
    expect(messages(PaymentsExportRequest, { timeZone: '+05:00' })).toEqual(['This value must be a time zone such as America/Chicago']);
    expect(messages(PaymentsExportRequest, { extra: 1 })).toHaveLength(1);
  });
});
