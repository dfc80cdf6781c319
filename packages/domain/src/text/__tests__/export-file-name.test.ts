import { dayIn, exportFileName } from '../export-file-name';

describe('export file names', () => {
  it("names a file by its owner's name, what it is and the day, readable and safe in a header", () => {
    expect(exportFileName('Maple High', 'subjects', '2026-11-26', 'csv')).toBe('Maple-High-subjects-2026-11-26.csv');
    expect(exportFileName(' Élan "Café" / Sports, Inc. ', 'roster', '2026-11-26', 'pdf')).toBe('Elan-Cafe-Sports-Inc-roster-2026-11-26.pdf');
    expect(exportFileName('???', 'yearbook', '2026-11-26', 'csv', 'job')).toBe('job-yearbook-2026-11-26.csv');
    expect(exportFileName('A'.repeat(59) + ' B', 'orders', '2026-11-26', 'csv')).toBe(`${'A'.repeat(59)}-orders-2026-11-26.csv`);
  });

  it("reads the day where the studio is", () => {
    const lateEvening = new Date('2026-11-27T02:30:00Z');
    expect([dayIn(lateEvening), dayIn(lateEvening, 'America/Chicago'), dayIn(lateEvening, 'Nowhere/City')]).toEqual(['2026-11-27', '2026-11-26', '2026-11-27']);
  });
});
