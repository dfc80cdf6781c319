import { formatDate, type DownloadLinkDetails } from '@shutterday/domain';

/** A paid digital image: what it is, until when the link works, and the file itself. */
export function DownloadView({ details }: { details: DownloadLinkDetails }) {
  return (
    <section className="sdc-panel" aria-labelledby="sdc-download-title" data-save-allowed>
      <h1 id="sdc-download-title">Your digital photo</h1>
      <dl className="sdc-facts">
        <div>
          <dt>Photo of</dt>
          <dd>{details.subjectName}</dd>
        </div>
        <div>
          <dt>Event</dt>
          <dd>{details.jobName}</dd>
        </div>
        <div>
          <dt>Link valid until</dt>
          <dd>
            <time dateTime={details.expiresAt}>{formatDate(details.expiresAt)}</time>
          </dd>
        </div>
      </dl>
      <a className="sdc-button" href={details.url} download={details.fileName}>
        Download {details.fileName}
      </a>
    </section>
  );
}
