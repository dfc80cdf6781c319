import { STUDIO_LOAD_ERROR_MESSAGE } from '@shutterday/domain';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../lib/error-panel';

/**
 * The studio exists but cannot be loaded for ordering (not rspoEnabled, spec §5: the spec message), is closed
 * (the server's `words`, e.g. "{Studio} is not taking orders online right now") or the load failed.
 * A retry is offered only for failures that may pass (network, server).
 */
export function StudioUnavailable({ onRetry, words }: { onRetry?: () => void; words?: string }) {
  const closed = words !== STUDIO_LOAD_ERROR_MESSAGE && words;
  return (
    <main className="sdc-main" id="main">
      <ErrorPanel title={closed || STUDIO_LOAD_ERROR_MESSAGE} message={closed ? 'Please check back later.' : undefined} onRetry={onRetry}>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </ErrorPanel>
    </main>
  );
}
