import { STUDIO_LOAD_ERROR_MESSAGE } from '@shutterday/domain';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../lib/error-panel';

/**
 * The studio exists but cannot be loaded for ordering (not rspoEnabled, spec §5), is closed (the server's
 * words, e.g. "{Studio} is not taking orders online right now", given as `closed`) or the load failed.
 * A retry is offered only for failures that may pass (network, server).
 */
export function StudioUnavailable({ onRetry, closed }: { onRetry?: () => void; closed?: string }) {
  return (
    <main className="sdc-main" id="main">
      <ErrorPanel title={closed ?? STUDIO_LOAD_ERROR_MESSAGE} message={closed && 'Please check back later.'} onRetry={onRetry}>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </ErrorPanel>
    </main>
  );
}
