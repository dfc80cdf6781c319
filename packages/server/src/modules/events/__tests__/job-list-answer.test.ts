import { jobListJson } from '../services/job-list-answer';
import type { VisibleJobsPage } from '../repositories/visible-jobs';

// The plain job list's JSON is kept beside the page read (the same object while the studio is unchanged);
// what moves with the clock alone must still move.
const page = (): VisibleJobsPage => ({
  total: 1,
  rows: [
    {
      job: {
        id: 7, studioId: 1, name: 'Spring Day', pictureDay: '2026-04-02', published: true, archived: false, rspoJob: false,
        prepayAvailable: true, prepayOpensOn: '2026-03-01', prepayClosesOn: '2026-03-31', galleryAvailable: true,
        enableYearBookPoseSelection: true, yearBookPoseSelectionEndsAt: new Date('2026-03-15T12:00:00Z'),
      },
      org: { name: 'Lincoln Elementary', type: 'school' },
    },
  ],
});
const query = { page: 1, pageSize: 50 };
const job = (json: string) => JSON.parse(json).data.resultItems[0];

it('opens and closes prepay and pose selection as the clock passes their dates, on one kept page', () => {
  const read = page();
  expect(job(jobListJson(read, query, new Date('2026-02-28T23:59:00Z'))).prepay.available).toBe(false);
  const open = jobListJson(read, query, new Date('2026-03-01T00:00:00Z'));
  expect(job(open).prepay.available).toBe(true);
  expect(job(open).gallerySettings.isYearBookPoseSelectionExpired).toBe(false);
  expect(jobListJson(read, query, new Date('2026-03-10T08:00:00Z'))).toBe(open);
  expect(job(jobListJson(read, query, new Date('2026-03-15T12:00:00Z'))).gallerySettings.isYearBookPoseSelectionExpired).toBe(true);
  expect(job(jobListJson(read, query, new Date('2026-04-01T00:00:00Z'))).prepay.available).toBe(false);
});

it('answers the page and page size asked, with the total', () => {
  const json = JSON.parse(jobListJson(page(), { page: 2, pageSize: 1 }, new Date('2026-03-02T00:00:00Z')));
  expect(json.data).toMatchObject({ currentPage: 2, pageSize: 1, totalRecords: 1 });
  expect(json.data.resultItems[0]).toMatchObject({ id: 7, name: 'Spring Day', organizationName: 'Lincoln Elementary', organizationType: 'school' });
});
