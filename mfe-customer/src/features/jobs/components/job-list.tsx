import type { CustomerJob } from '@shutterday/domain';
import { JobCard } from './job-card';

interface JobListProps {
  jobs: CustomerJob[];
  /** The search text that produced this list, to word the empty state. */
  search: string;
  jobHref: (job: CustomerJob) => string;
}

export function JobList({ jobs, search, jobHref }: JobListProps) {
  if (jobs.length === 0) {
    return (
      <p className="sdc-empty">
        {search ? `No events match “${search}”.` : 'There are no events open for ordering right now.'}
      </p>
    );
  }
  return (
    <ul className="sdc-jobs" aria-label="Events">
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} href={jobHref(job)} />
      ))}
    </ul>
  );
}
