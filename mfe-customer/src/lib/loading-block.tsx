/** A polite loading message: screen readers hear it once, sighted users see a quiet line. */
export function LoadingBlock({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="sdc-loading" role="status">
      {label}
    </p>
  );
}
