import { useSubjectSearch } from '@shutterday/api-client';
import type { SubjectMatch } from '@shutterday/domain';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { OrderMethodChoice } from '../../../../features/ordering/components/order-method-choice';
import { useJobContext } from '../../../../features/ordering/hooks/job-context';
import { defaultOrderMethod, useOrderMethod } from '../../../../features/ordering/hooks/use-order-method';
import { foundSubjectsAtom, withFoundSubjects } from '../../../../features/ordering/state/found-subjects-atom';
import { SubjectResults } from '../../../../features/subjects/components/subject-results';
import { SEARCH_HELP_ID, SubjectSearchForm, type SubjectSearchValues } from '../../../../features/subjects/components/subject-search-form';
import { areaPath, useBasename } from '../../../../lib/basename-context';
import { ErrorPanel } from '../../../../lib/error-panel';
import { errorText } from '../../../../lib/retry-policy';
import { LoadingBlock, usePageTitle } from '@shutterday/ui/lean';
import { PAGE_TEXT } from '../../../page-text';

/** `/:studioSlug/:jobId/search` (also `/:studioSlug/:jobId`): find a child by code or full name. */
export default function SubjectSearchRoute() {
  const { jobId, job, availability } = useJobContext();
  const { method, packageCount, choose } = useOrderMethod(jobId);
  const [query, setQuery] = useState<SubjectSearchValues>({});
  const search = useSubjectSearch(jobId, query);
  const setFound = useSetAtom(foundSubjectsAtom);
  const navigate = useNavigate();
  const basename = useBasename();
  usePageTitle(`${PAGE_TEXT.searchTitle} · ${job.name}`);

  // A first visit gets the job's first open method, so the guard of later pages has one to check.
  const fallback = defaultOrderMethod(availability);
  useEffect(() => {
    if (method === null && fallback !== null) choose(fallback);
  }, [method, fallback, choose]);

  const onChoose = (subject: SubjectMatch) => {
    setFound((found) => withFoundSubjects(found, jobId, [subject]));
    void navigate(areaPath(basename, `${jobId}/subject/${subject.id}/select-package`));
  };

  return (
    <>
      <h1 className="sdc-title">
        {PAGE_TEXT.searchTitle}
        <span className="sdc-sub">{job.name}</span>
      </h1>
      {/* The lead comes first: it says what the page is for, and it is the page's first paint too. */}
      <p id={SEARCH_HELP_ID} className="sdc-lead">
        {PAGE_TEXT.searchLead}
      </p>
      <OrderMethodChoice availability={availability} value={method} onChange={(m) => choose(m)} locked={packageCount > 0} />
      <SubjectSearchForm onSearch={setQuery} pending={search.isFetching} describedBy={SEARCH_HELP_ID} />
      <section aria-live="polite" aria-label="Search results">
        {search.isFetching && <LoadingBlock label="Searching…" />}
        {search.isError && (
          <ErrorPanel headingLevel={2} title="The search did not work" message={errorText(search.error)} error={search.error} onRetry={() => void search.refetch()} />
        )}
        {search.isSuccess && !search.isFetching && <SubjectResults matches={search.data} onChoose={onChoose} organizationType={job.organizationType} />}
      </section>
    </>
  );
}
