import type { AdminAttention } from '@shutterday/domain/staff';
import { DateText } from '@shutterday/ui';
import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { REMOTE_LABELS } from '../../remotes/components/remote-card';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The admin home's "Needs attention": each line says what is waiting and links to where it is handled. */
export function AttentionList({ attention }: { attention: AdminAttention }) {
  const { waitingStudios, waitingStudioCount, failedPhotoCount, failedMailCount, rolledBackReleases } = attention;
  const nothing = waitingStudioCount === 0 && failedPhotoCount === 0 && failedMailCount === 0 && rolledBackReleases.length === 0;
  return (
    <Card title={<h3 style={{ margin: 0, fontSize: 16 }}>Needs attention</h3>} style={{ maxWidth: 640 }}>
      {nothing ? (
        <Typography.Text type="secondary">Nothing is waiting: no studio to approve, no failed photo, no failed e-mail, no release rolled back.</Typography.Text>
      ) : (
        <ul aria-label="Needs attention" style={{ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 8 }}>
          {waitingStudios.map((studio) => (
            <li key={studio.id}>
              <span>
                <Link to={`studios?search=${encodeURIComponent(studio.slug)}`}>{studio.name}</Link> is waiting for approval (opened <DateText value={studio.createdAt} />)
              </span>
            </li>
          ))}
          {waitingStudioCount > waitingStudios.length ? (
            <li>
              <Link to="studios">{plural(waitingStudioCount - waitingStudios.length, 'more studio waits', 'more studios wait')} for approval</Link>
            </li>
          ) : null}
          {failedPhotoCount > 0 ? (
            <li>
              <Link to="galleries-processing">{plural(failedPhotoCount, 'photo', 'photos')} failed to process</Link>
            </li>
          ) : null}
          {rolledBackReleases.map((rollback) => (
            <li key={rollback.remote}>
              <span>
                <Link to="remotes">
                  {REMOTE_LABELS[rollback.remote]}: {rollback.action === 'watch-rolled-back' ? 'release' : 'canary'} {rollback.version ?? ''} was rolled back{' '}
                  {rollback.action === 'watch-rolled-back' ? 'by the health watch' : 'automatically'}
                </Link>{' '}
                (<DateText value={rollback.createdAt} />{rollback.note ? `, ${rollback.note}` : ''})
              </span>
            </li>
          ))}
          {failedMailCount > 0 ? (
            <li>
              <Link to="sendgrid-logs">{plural(failedMailCount, 'e-mail was', 'e-mails were')} not delivered</Link>
            </li>
          ) : null}
        </ul>
      )}
    </Card>
  );
}
