/**
 * Watermarked photos in several widths and formats (issue 11), a contract between the image route and
 * the customer pages. A variant's own width is its largest: a smaller width is only ever asked for.
 * The width and format are not part of the URL's signature: they are the same photo, smaller.
 */
export const RESPONSIVE_IMAGE_WIDTHS = { thumbnail: [160, 320], preview: [480, 750, 1000] } as const;
export type ResponsiveImageVariant = keyof typeof RESPONSIVE_IMAGE_WIDTHS;
export const RESPONSIVE_IMAGE_FORMATS = ['jpeg', 'webp'] as const;
export type ResponsiveImageFormat = (typeof RESPONSIVE_IMAGE_FORMATS)[number];

/** Whether the image route makes this width of this variant. */
export function isResponsiveWidth(variant: ResponsiveImageVariant, width: number): boolean {
  return (RESPONSIVE_IMAGE_WIDTHS[variant] as readonly number[]).includes(width);
}

/** The variant named by a signed image URL (`/api/customer/images/:id/:variant?...`), if any. */
export function responsiveVariantOf(url: string): ResponsiveImageVariant | null {
  const variant = /\/api\/customer\/images\/\d+\/(thumbnail|preview)(?:\?|$)/.exec(url)?.[1];
  return (variant as ResponsiveImageVariant | undefined) ?? null;
}

/** A signed image URL asking for one width in one format. */
export function responsiveImageUrl(url: string, width: number, format: ResponsiveImageFormat): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}&f=${format}`;
}

/** A `srcset` of every width of the URL's variant in one format; empty for any other URL. */
export function responsiveSrcSet(url: string, format: ResponsiveImageFormat): string {
  const variant = responsiveVariantOf(url);
  if (!variant) return '';
  return RESPONSIVE_IMAGE_WIDTHS[variant].map((w) => `${responsiveImageUrl(url, w, format)} ${w}w`).join(', ');
}
