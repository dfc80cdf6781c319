import { useSubjectSearch } from '@shutterday/api-client';
import { checkSubjectSearch, type SubjectMatch } from '@shutterday/domain';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { OrderMethodChoice } from '../../../../features/ordering/components/order-method-choice';
import { useJobContext } from '../../../../features/ordering/hooks/job-context';
import { defaultOrderMethod, useOrderMethod } from '../../../../features/ordering/hooks/use-order-method';
import { foundSubjectsAtom, withFoundSubjects } from '../../../../features/ordering/state/found-subjects-atom';
import { SubjectResults } from '../../../../features/subjects/components/subject-results';
import { SEARCH_HELP_ID, SubjectSearchForm } from '../../../../features/subjects/components/subject-search-form';
import { EMPTY_FIELDS, subjectSearchAtom } from '../../../../features/subjects/state/subject-search-atom';
import { areaPath, useBasename } from '../../../../lib/basename-context';
import { ErrorPanel } from '../../../../lib/error-panel';
import { errorText } from '../../../../lib/retry-policy';
import { useSessionEntry } from '../../../../lib/session-records';
import { LoadingBlock, prefersReducedMotion, usePageTitle } from '@shutterday/ui/lean';
import { PAGE_TEXT } from '../../../page-text';


/** `/:studioSlug/:jobId/search` (also `/:studioSlug/:jobId`): find a child by code or full name. */
export default function SubjectSearchRoute() {
  const { jobId, job, availability } = useJobContext();
  const { method, packageCount, choose } = useOrderMethod(jobId);
  // What the boxes hold and the search last run live in the tab: a reload shows the same children.
  const stored = useSessionEntry(subjectSearchAtom, String(jobId));
  const fields = stored.value?.fields ?? EMPTY_FIELDS;
  const searched = stored.value?.searched ? checkSubjectSearch(stored.value.searched) : null;
  const search = useSubjectSearch(jobId, searched?.ok ? searched.query : {});
  const setFound = useSetAtom(foundSubjectsAtom);
  const navigate = useNavigate();
  const basename = useBasename();
  const results = useRef<HTMLElement>(null);
  const scrollPending = useRef(false);
  usePageTitle(`${PAGE_TEXT.searchTitle} · ${job.name}`);

  // A first visit gets the job's first open method, so the guard of later pages has one to check.
  const fallback = defaultOrderMethod(availability);
  useEffect(() => {
    if (method === null && fallback !== null) choose(fallback);
  }, [method, fallback, choose]);

  // "Find photos" on a phone: the answer lands below the fold, so it is brought into view once it is there.
  const settled = !search.isFetching && (search.isSuccess || search.isError);
  useEffect(() => {
    if (!settled || !scrollPending.current) return;
    scrollPending.current = false;
    results.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, [settled, search.dataUpdatedAt, search.errorUpdatedAt]);

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
      <SubjectSearchForm
        onSearch={(query, typed) => {
          scrollPending.current = true;
          stored.set({ fields: typed, searched: typed });
          // The same search again still answers (and scrolls): it is fetched anew.
          const same = searched?.ok === true && JSON.stringify(searched.query) === JSON.stringify(query);
          if (same) void search.refetch();
        }}
        initialFields={fields}
        onFieldsChange={(typed) => stored.set({ fields: typed, searched: stored.value?.searched ?? null })}
        pending={search.isFetching}
        describedBy={SEARCH_HELP_ID}
      />
      <section ref={results} aria-live="polite" aria-label="Search results" className="sdc-results">
        {search.isFetching && <LoadingBlock label="Searching…" />}
        {search.isError && (
          <ErrorPanel headingLevel={2} title="The search did not work" message={errorText(search.error)} error={search.error} onRetry={() => void search.refetch()} />
        )}
        {search.isSuccess && !search.isFetching && <SubjectResults matches={search.data} onChoose={onChoose} organizationType={job.organizationType} />}
      </section>
    </>
  );
}
