import { PageTitle } from '../page-title/page-title';

export interface RemoteFallbackProps {
  /** What the user calls this part of the platform, e.g. "Studio administration". */
  area: string;
  onRetry?: () => void;
}

/** Shown in place of one area whose code could not load or crashed; the rest of the platform keeps working. */
export function RemoteFallback({ area, onRetry }: RemoteFallbackProps) {
  return (
    <section
      role="alert"
      aria-label={`${area} unavailable`}
      style={{ maxWidth: '36rem', margin: '3rem auto', padding: '1.5rem', border: '1px solid #f0f0f0', borderRadius: 8, textAlign: 'center' }}
    >
      {/* The remote would have set the title; without it the previous page's title would linger. */}
      <PageTitle title={area} />
      <h2 style={{ marginTop: 0 }}>{area} is unavailable right now</h2>
      <p>This part of Shutterday could not be loaded. The rest of the site still works. Please try again in a moment.</p>
      <button type="button" onClick={onRetry ?? (() => window.location.reload())}>
        Try again
      </button>
    </section>
  );
}
