import { PageTitle } from '../page-title/page-title';

export interface RemoteFallbackProps {
  /** What the user calls this part of the platform, e.g. "Studio administration". */
  area: string;
  onRetry?: () => void;
  /** A way out that works even when trying again cannot help (a broken link, a page that keeps failing). */
  home?: { href: string; label: string };
}

const button = {
  display: 'inline-block',
  minHeight: 44,
  padding: '0.6rem 1.1rem',
  borderRadius: 6,
  border: '1px solid #1f6feb',
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
} as const;

/**
 * Shown in place of one area whose code could not load or crashed; the rest of the platform keeps working.
 * Plain markup and inline styles: it must look right even when the area's styles never arrived.
 */
export function RemoteFallback({ area, onRetry, home = { href: '/', label: 'Go to the home page' } }: RemoteFallbackProps) {
  return (
    <section
      role="alert"
      aria-label={`${area} unavailable`}
      style={{ maxWidth: '36rem', margin: '3rem auto', padding: '1.5rem', border: '1px solid #d9d9d9', borderRadius: 8, textAlign: 'center', fontFamily: 'system-ui, sans-serif', color: '#1f1f1f', background: '#fff' }}
    >
      {/* The remote would have set the title; without it the previous page's title would linger. */}
      <PageTitle title={area} />
      <h2 style={{ marginTop: 0 }}>{area} is unavailable right now</h2>
      <p>This part of Shutterday could not be shown. The rest of the site still works: try again, or go back to your start page.</p>
      <div style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
        <button type="button" style={{ ...button, background: '#1f6feb', color: '#fff' }} onClick={onRetry ?? (() => window.location.reload())}>
          Try again
        </button>
        <a href={home.href} style={{ ...button, background: '#fff', color: '#0b57d0' }}>
          {home.label}
        </a>
      </div>
    </section>
  );
}
