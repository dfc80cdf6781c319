import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { jobListAnswer, type JobListAnswer } from '../services/job-list-answer';
import type { VisibleJobsPage } from '../repositories/visible-jobs';

// The plain job list's JSON is kept beside the page read (the same object while the studio is unchanged);
// what moves with the clock alone must still move.
const page = (timeZone = 'UTC'): VisibleJobsPage => ({
  total: 1,
  timeZone,
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
const job = (answer: JobListAnswer) => JSON.parse(answer.json.toString()).data.resultItems[0];

it('opens and closes prepay and pose selection as the clock passes their dates, on one kept page', () => {
  const read = page();
  expect(job(jobListAnswer(read, query, new Date('2026-02-28T23:59:00Z'))).prepay.available).toBe(false);
  const open = jobListAnswer(read, query, new Date('2026-03-01T00:00:00Z'));
  expect(job(open).prepay.available).toBe(true);
  expect(job(open).gallerySettings.isYearBookPoseSelectionExpired).toBe(false);
  expect(jobListAnswer(read, query, new Date('2026-03-10T08:00:00Z')).json).toBe(open.json);
  expect(job(jobListAnswer(read, query, new Date('2026-03-15T12:00:00Z'))).gallerySettings.isYearBookPoseSelectionExpired).toBe(true);
  expect(job(jobListAnswer(read, query, new Date('2026-04-01T00:00:00Z'))).prepay.available).toBe(false);
});

it('closes prepay at midnight where the studio is, and keeps one answer through the studio’s day', () => {
  const read = page('America/Chicago');
  // March 31, 10 pm in Chicago is April 1 in UTC: prepay is still open there.
  const evening = jobListAnswer(read, query, new Date('2026-04-01T03:00:00Z'));
  expect(job(evening).prepay.available).toBe(true);
  expect(job(jobListAnswer(read, query, new Date('2026-04-01T05:00:00Z'))).prepay.available).toBe(false);
  // The first morning of the window, in Chicago: the same kept bytes until its evening.
  expect(job(jobListAnswer(read, query, new Date('2026-03-01T05:59:00Z'))).prepay.available).toBe(false);
  const morning = jobListAnswer(read, query, new Date('2026-03-01T06:00:00Z'));
  expect(job(morning).prepay.available).toBe(true);
  expect(jobListAnswer(read, query, new Date('2026-03-02T05:30:00Z')).json).toBe(morning.json);
});

it('sends the same bytes within a day until a pose-selection deadline inside it, then the new state', () => {
  const read = page();
  const morning = jobListAnswer(read, query, new Date('2026-03-15T08:00:00Z'));
  expect(jobListAnswer(read, query, new Date('2026-03-15T11:59:59Z')).json).toBe(morning.json);
  expect(job(morning).gallerySettings.isYearBookPoseSelectionExpired).toBe(false);
  const noon = jobListAnswer(read, query, new Date('2026-03-15T12:00:00Z'));
  expect(job(noon).gallerySettings.isYearBookPoseSelectionExpired).toBe(true);
  // A clock read earlier than the kept answer's span (another request's older Date) is answered for its own time.
  expect(job(jobListAnswer(read, query, new Date('2026-03-15T11:00:00Z'))).gallerySettings.isYearBookPoseSelectionExpired).toBe(false);
  expect(job(jobListAnswer(read, query, new Date('2026-03-15T23:59:59Z'))).gallerySettings.isYearBookPoseSelectionExpired).toBe(true);
});

it('compresses the kept answer as asked, and anew when the clock changes it', () => {
  const read = page();
  const unpack = (answer: JobListAnswer) => ({ br: brotliDecompressSync(answer.packed('br')), gzip: gunzipSync(answer.packed('gzip')) });
  const morning = jobListAnswer(read, query, new Date('2026-03-15T08:00:00Z'));
  expect(unpack(morning)).toEqual({ br: morning.json, gzip: morning.json });
  expect(morning.packed('br').length).toBeLessThan(morning.json.length);
  const noon = jobListAnswer(read, query, new Date('2026-03-15T12:00:00Z'));
  expect(unpack(noon)).toEqual({ br: noon.json, gzip: noon.json });
  expect(noon.json).not.toEqual(morning.json);
});

it('answers the page and page size asked, with the total', () => {
  const json = JSON.parse(jobListAnswer(page(), { page: 2, pageSize: 1 }, new Date('2026-03-02T00:00:00Z')).json.toString());
  expect(json.data).toMatchObject({ currentPage: 2, pageSize: 1, totalRecords: 1 });
  expect(json.data.resultItems[0]).toMatchObject({ id: 7, name: 'Spring Day', organizationName: 'Lincoln Elementary', organizationType: 'school' });
});
