import { formatDate, type DownloadLinkView } from '@shutterday/domain';
import { Link } from 'react-router';

/** The paid order's digital images, each behind its own expiring link; a refunded one is named without a link. */
export function OrderDownloads({ downloads, hrefFor }: { downloads: DownloadLinkView[]; hrefFor: (linkId: string) => string }) {
  if (downloads.length === 0) return null;
  return (
    <section aria-labelledby="sdc-downloads-title">
      <h2 id="sdc-downloads-title">Digital downloads</h2>
      <ul className="sdc-lines">
        {downloads.map((d) => (
          <li key={d.linkId} className="sdc-line">
            {d.refunded ? (
              <>
                {d.fileName} ({d.subjectName})<span className="sdc-sub">Refunded: no longer available to download</span>
              </>
            ) : (
              <>
                <Link to={hrefFor(d.linkId)}>
                  {d.fileName} ({d.subjectName})
                </Link>
                <span className="sdc-sub">Valid until {formatDate(d.expiresAt)}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
