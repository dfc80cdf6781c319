import { dismissFirstPaint } from '@shutterday/ui/lean';
import { useId, useLayoutEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { areaPath, useBasename } from './basename-context';
import { isClientError } from './retry-policy';

interface ErrorPanelProps {
  title: string;
  message?: string;
  /** The failure: a client error (4xx) will not change on a second try, so it gets no "Try again". */
  error?: unknown;
  /** Shown as a "Try again" button when the failure may be temporary. */
  onRetry?: () => void;
  /** 2 when the panel sits inside a page that already has its h1. */
  headingLevel?: 1 | 2;
  children?: ReactNode;
}

/**
 * A failed load, told in words, always with a way forward: "Try again" when retrying can help,
 * otherwise (and when the page gives no way of its own) the studio's events.
 */
export function ErrorPanel({ title, message, error, onRetry, headingLevel = 1, children }: ErrorPanelProps) {
  const id = useId();
  const basename = useBasename();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const retry = onRetry && !isClientError(error) ? onRetry : undefined;
  // A failure takes the place of the page the server's first paint announced.
  useLayoutEffect(dismissFirstPaint, []);
  return (
    <section className="sdc-panel sdc-panel--error" role="alert" aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {message && <p>{message}</p>}
      {children}
      {retry ? (
        <button type="button" className="sdc-button" onClick={retry}>
          Try again
        </button>
      ) : (
        !children && (
          <p>
            <Link to={areaPath(basename)}>See this studio's events</Link>
          </p>
        )
      )}
    </section>
  );
}
