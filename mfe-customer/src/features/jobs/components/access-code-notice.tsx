import { Link } from 'react-router';

interface AccessCodeNoticeProps {
  code: string;
  /** Jobs the code opens; null while they load. */
  jobCount: number | null;
  allEventsHref: string;
}

/** Tells the parent what their access code opened, or that it opened nothing. */
export function AccessCodeNotice({ code, jobCount, allEventsHref }: AccessCodeNoticeProps) {
  if (jobCount === null) return null;
  if (jobCount === 0) {
    return (
      <div className="sdc-notice sdc-notice--error" role="alert">
        <p>This access code was not recognised: {code}</p>
        <p>
          Check the code on your picture-day flyer, or <Link to={allEventsHref}>see all events</Link>.
        </p>
      </div>
    );
  }
  return (
    <p className="sdc-notice" role="status">
      Access code {code} opens {jobCount === 1 ? '1 event' : `${jobCount} events`}.
    </p>
  );
}
