import { STUDIO_LOAD_ERROR_MESSAGE } from '@shutterday/domain';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../lib/error-panel';

/**
 * The studio exists but cannot be loaded for ordering (not rspoEnabled, spec §5) or the load failed.
 * A retry is offered only for failures that may pass (network, server).
 */
export function StudioUnavailable({ onRetry }: { onRetry?: () => void }) {
  return (
    <main className="sdc-main" id="main">
      <ErrorPanel title={STUDIO_LOAD_ERROR_MESSAGE} onRetry={onRetry}>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </ErrorPanel>
    </main>
  );
}
