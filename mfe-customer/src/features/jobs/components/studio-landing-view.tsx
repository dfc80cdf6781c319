import type { CustomerJob, CustomerStudio } from '@shutterday/domain';
import { ErrorPanel } from '../../../lib/error-panel';
import { AccessCodeNotice } from './access-code-notice';
import { CodeBox } from './code-box';
import { NotifyBox } from './notify-box';
import { JobList } from './job-list';
import { JobSearchForm } from './job-search-form';
import type { JobsState } from './jobs-state';
import { LoadingBlock } from '@shutterday/ui/lean';
import { PAGE_TEXT } from '../../../app/page-text';

interface StudioLandingViewProps {
  studio: CustomerStudio;
  /** The access code of `/:studioSlug/code/:code`, when the page was entered with one. */
  code?: string;
  /** The search the list was loaded for (words the empty state). */
  search: string;
  /** What is in the box right now, ahead of `search` while the parent types; defaults to `search`. */
  searchInput?: string;
  onSearchChange: (value: string) => void;
  jobs: JobsState;
  jobHref: (job: CustomerJob) => string;
  allEventsHref: string;
  /** A code typed in the "Have a code?" box. */
  onCode: (code: string) => void;
  /** "Tell me when the photos are ready": the box shows when the page can save a sign-up. */
  onSignUp?: (body: { code: string; email: string }) => Promise<string>;
}

/** The studio landing: its name, what an access code opened, the event search and the events. */
export function StudioLandingView({ studio, code, search, searchInput = search, onSearchChange, jobs, jobHref, allEventsHref, onCode, onSignUp }: StudioLandingViewProps) {
  // An unknown code opens no job; with a search typed, an empty list is only "no match".
  const codeJobCount = code && !search && jobs.status === 'success' ? jobs.totalRecords : null;
  const codeNotRecognised = codeJobCount === 0;
  return (
    <>
      <h1 className="sdc-title">{studio.name}</h1>
      <p className="sdc-lead">{PAGE_TEXT.landingLead}</p>
      {code && <AccessCodeNotice code={code} jobCount={codeJobCount} allEventsHref={allEventsHref} />}
      <CodeBox key={code} onOpen={onCode} />
      {onSignUp && <NotifyBox onSignUp={onSignUp} />}
      {!codeNotRecognised && <JobSearchForm value={searchInput} onChange={onSearchChange} />}
      {jobs.status === 'pending' && <LoadingBlock label="Loading events…" />}
      {jobs.status === 'error' && <ErrorPanel headingLevel={2} title="We couldn't load the events" message={jobs.message} onRetry={jobs.retry} />}
      {jobs.status === 'success' && !codeNotRecognised && (
        <>
          <JobList jobs={jobs.items} search={search} jobHref={jobHref} />
          {jobs.loadMore && (
            <button type="button" className="sdc-button sdc-button--secondary" onClick={jobs.loadMore} disabled={jobs.loadingMore}>
              {jobs.loadingMore ? 'Loading more events…' : 'Show more events'}
            </button>
          )}
        </>
      )}
    </>
  );
}
