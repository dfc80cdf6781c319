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
import { SubjectSearchForm, type SubjectSearchValues } from '../../../../features/subjects/components/subject-search-form';
import { areaPath, useBasename } from '../../../../lib/basename-context';
import { ErrorPanel } from '../../../../lib/error-panel';
import { errorText } from '../../../../lib/retry-policy';
import { LoadingBlock, usePageTitle } from '@shutterday/ui/lean';

/** `/:studioSlug/:jobId/search` (also `/:studioSlug/:jobId`): find a child by code or full name. */
export default function SubjectSearchRoute() {
  const { jobId, job, availability } = useJobContext();
  const { method, packageCount, choose } = useOrderMethod(jobId);
  const [query, setQuery] = useState<SubjectSearchValues>({});
  const search = useSubjectSearch(jobId, query);
  const setFound = useSetAtom(foundSubjectsAtom);
  const navigate = useNavigate();
  const basename = useBasename();
  usePageTitle(`Find your photos · ${job.name}`);

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
        Find your photos
        <span className="sdc-sub">{job.name}</span>
      </h1>
      <OrderMethodChoice availability={availability} value={method} onChange={(m) => choose(m)} locked={packageCount > 0} />
      <SubjectSearchForm onSearch={setQuery} pending={search.isFetching} />
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
