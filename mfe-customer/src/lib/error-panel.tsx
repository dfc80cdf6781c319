import { useId, type ReactNode } from 'react';

interface ErrorPanelProps {
  title: string;
  message?: string;
  /** Shown as a "Try again" button when the failure may be temporary. */
  onRetry?: () => void;
  /** 2 when the panel sits inside a page that already has its h1. */
  headingLevel?: 1 | 2;
  children?: ReactNode;
}

/** A failed load, told in words, with a retry when retrying can help. */
export function ErrorPanel({ title, message, onRetry, headingLevel = 1, children }: ErrorPanelProps) {
  const id = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="sdc-panel sdc-panel--error" role="alert" aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {message && <p>{message}</p>}
      {children}
      {onRetry && (
        <button type="button" className="sdc-button" onClick={onRetry}>
          Try again
        </button>
      )}
    </section>
  );
}
