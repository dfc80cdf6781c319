export interface LoadingBlockProps {
  label?: string;
  /** Fill the viewport height, for a whole page or area that is still loading. */
  fullPage?: boolean;
}

// Plain markup rather than antd's Spin: it shows on public pages before antd may even be loaded.
export function LoadingBlock({ label = 'Loading…', fullPage = false }: LoadingBlockProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'grid', placeItems: 'center', minHeight: fullPage ? '60vh' : 160, color: 'rgba(0,0,0,0.55)' }}
    >
      <span>{label}</span>
    </div>
  );
}
