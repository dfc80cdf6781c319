import { responsiveSrcSet } from '@shutterday/domain';

interface ResponsivePhotoProps {
  /** A signed photo URL from the API (a thumbnail or a preview). */
  src: string;
  alt: string;
  /** The size it is shown at, in CSS pixels: it reserves the space (no layout shift). */
  width: number;
  height: number;
  className?: string;
  /** Photos above the fold load at once; the rest when the parent scrolls near them. */
  eager?: boolean;
}

/**
 * A watermarked photo in the width the screen needs, WebP where the browser takes it and JPEG
 * otherwise (issue 11). Other images (a logo) render as a plain img.
 */
export function ResponsivePhoto({ src, alt, width, height, className, eager = false }: ResponsivePhotoProps) {
  const sizes = `${width}px`;
  const webp = responsiveSrcSet(src, 'webp');
  const img = (
    <img
      className={className}
      src={src}
      srcSet={responsiveSrcSet(src, 'jpeg') || undefined}
      sizes={webp ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
  if (!webp) return img;
  return (
    <picture className="sdc-picture">
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {img}
    </picture>
  );
}
