import { formatDate, type CustomerJob } from '@shutterday/domain';
import { Link } from 'react-router';

/** One event a parent can order from: its name links to the subject search of the job. */
export function JobCard({ job, href }: { job: CustomerJob; href: string }) {
  return (
    <li className="sdc-job">
      <h2 className="sdc-job__name">
        <Link to={href}>{job.name}</Link>
      </h2>
      <p className="sdc-job__meta">
        {job.organizationName}
        {job.pictureDay && (
          <>
            {' · Picture day '}
            <time dateTime={job.pictureDay}>{formatDate(job.pictureDay)}</time>
          </>
        )}
      </p>
      <ul className="sdc-tags" aria-label="Ordering options">
        {job.prepay.available && <li className="sdc-tag">Pre-order open</li>}
        {job.gallery.available && <li className="sdc-tag">Gallery open</li>}
      </ul>
    </li>
  );
}
