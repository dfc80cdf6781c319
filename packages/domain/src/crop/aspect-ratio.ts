import type { OrganizationType } from '../organization';

/** Width ÷ height bands, both ends included (spec §9). */
export const ASPECT_BANDS = {
  vertical5x7: { min: 0.7, max: 0.73 },
  horizontal7x5: { min: 1.37, max: 1.43 },
  horizontal10x8: { min: 1.23, max: 1.28 },
} as const;

export const ASPECT_RATIOS = {
  '5x7': 5 / 7,
  '7x5': 7 / 5,
  '8x10': 8 / 10,
  '10x8': 10 / 8,
} as const;
export type AspectName = keyof typeof ASPECT_RATIOS;

export const UNKNOWN_ASPECT_WARNING = 'Unknown aspect ratio, defaulting to 8/10';

export type ImageKind = 'individual' | 'group';
export type Orientation = 'portrait' | 'landscape' | 'square';

/** An image is a group image when it belongs to a group or its lookup type says so. */
export function imageKind(image: { groupId?: number | null; imageLookup?: { type: string } | null }): ImageKind | undefined {
  if (image.groupId != null || image.imageLookup?.type === 'hosted-group') return 'group';
  if (image.imageLookup?.type === 'hosted-individual') return 'individual';
  return undefined;
}

export function orientationOf(width: number, height: number): Orientation {
  if (width < height) return 'portrait';
  return width > height ? 'landscape' : 'square';
}

function inBand(ratio: number, band: { min: number; max: number }): boolean {
  return ratio >= band.min && ratio <= band.max;
}

export interface AspectChoice {
  name: AspectName;
  ratio: number;
  /** Set when nothing matched and 8/10 was used (spec §8: warning, default 8/10). */
  warning?: string;
}

const choice = (name: AspectName): AspectChoice => ({ name, ratio: ASPECT_RATIOS[name] });

/**
 * The crop aspect ratio for an image (spec §4). Individual images get the 5x7 family only for
 * sports organizations whose photo already sits in the band; groups follow the band alone.
 * A square or unclassified image, or a bad size, falls back to 8/10 with a warning.
 */
export function cropAspectRatio(input: {
  kind: ImageKind | undefined;
  width: number;
  height: number;
  organizationType: OrganizationType | undefined;
}): AspectChoice {
  const { kind, width, height } = input;
  if (!(width > 0 && height > 0) || kind === undefined) return { ...choice('8x10'), warning: UNKNOWN_ASPECT_WARNING };
  const ratio = width / height;
  const orientation = orientationOf(width, height);
  const sport = input.organizationType === 'sport';
  if (kind === 'individual' && orientation === 'portrait') {
    return choice(sport && inBand(ratio, ASPECT_BANDS.vertical5x7) ? '5x7' : '8x10');
  }
  if (kind === 'individual' && orientation === 'landscape') {
    return choice(sport && inBand(ratio, ASPECT_BANDS.horizontal7x5) ? '7x5' : '10x8');
  }
  if (kind === 'group' && orientation === 'portrait') {
    return choice(inBand(ratio, ASPECT_BANDS.vertical5x7) ? '5x7' : '8x10');
  }
  if (kind === 'group' && orientation === 'landscape') {
    return choice(inBand(ratio, ASPECT_BANDS.horizontal10x8) ? '10x8' : '7x5');
  }
  return { ...choice('8x10'), warning: UNKNOWN_ASPECT_WARNING };
}
