import { useEffect, useState } from 'react';
import { previewFit } from './item-preview';

interface LivePreviewProps {
  /** The preview's URL for the choices as they are now; null while there is nothing to draw. */
  src: string | null;
  alt: string;
  /** The box's side in CSS pixels: the box never changes size, whatever the print's shape (no layout shift). */
  size?: number;
  /** How long the choices must stay still before the next preview is asked for. */
  debounceMs?: number;
}

/**
 * The print as the renderer draws it, following the parent's choices (issue 19): a new preview is asked
 * for once the choices stop changing, and the previous one stays on screen until the next has loaded,
 * so the picture never blinks or jumps. A preview that fails keeps the last good one and says so. The whole
 * print shows inside the square box at its own shape (`previewFit`), never cut.
 */
export function LivePreview({ src, alt, size = 160, debounceMs = 300 }: LivePreviewProps) {
  const [wanted, setWanted] = useState(src);
  const [shown, setShown] = useState<string | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (src === wanted) return undefined;
    const timer = setTimeout(() => setWanted(src), shown === null ? 0 : debounceMs);
    return () => clearTimeout(timer);
  }, [src, wanted, shown, debounceMs]);

  useEffect(() => {
    if (wanted === null || wanted === shown) return undefined;
    let current = true;
    const next = new Image();
    next.onload = () => {
      if (!current) return;
      setShown(wanted);
      setNatural({ width: next.naturalWidth, height: next.naturalHeight });
      setFailed(false);
    };
    next.onerror = () => current && setFailed(true);
    next.src = wanted;
    return () => {
      current = false;
    };
  }, [wanted, shown]);

  const loading = wanted !== null && wanted !== shown && !failed;
  return (
    <figure className="sdc-preview" style={{ width: size, height: size }} aria-busy={loading || undefined}>
      {shown ? <img src={shown} alt={alt} {...previewFit(size, natural)} /> : <span className="sdc-preview__empty">{failed ? 'No preview' : 'Drawing the preview…'}</span>}
      {failed && shown && <figcaption className="sdc-sub">The newest preview could not be drawn</figcaption>}
    </figure>
  );
}
