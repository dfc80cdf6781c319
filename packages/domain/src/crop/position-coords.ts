/**
 * Position coordinates (spec §3). `bottom` and `right` exist only in the six-number format.
 */
export interface PositionCoords {
  left: number;
  top: number;
  width: number;
  height: number;
  bottom?: number;
  right?: number;
}

export class PositionCoordsError extends Error {
  override name = 'PositionCoordsError';
}

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)$/;

function numbers(parts: string[], text: string): number[] {
  if (!parts.every((p) => NUMBER.test(p))) {
    throw new PositionCoordsError(`Position coordinates "${text}" hold something that is not a number`);
  }
  return parts.map(Number);
}

/**
 * Reads either format: four space-separated numbers "left top width height", or six
 * tilde-separated numbers "left~top~bottom~right~width~height". Anything else throws a
 * PositionCoordsError naming the two accepted formats.
 */
export function parsePositionCoords(text: string): PositionCoords {
  const trimmed = text.trim();
  if (trimmed.includes('~')) {
    const parts = trimmed.split('~').map((p) => p.trim());
    if (parts.length === 6) {
      const [left, top, bottom, right, width, height] = numbers(parts, text);
      return { left, top, bottom, right, width, height };
    }
  } else {
    const parts = trimmed.split(/\s+/);
    if (parts.length === 4) {
      const [left, top, width, height] = numbers(parts, text);
      return { left, top, width, height };
    }
  }
  throw new PositionCoordsError(
    `Position coordinates "${text}" must be four space-separated numbers (left top width height) ` +
      'or six tilde-separated numbers (left~top~bottom~right~width~height)',
  );
}

/** Writes coordinates back in the format they came in: six numbers when bottom and right are known. */
export function formatPositionCoords(coords: PositionCoords): string {
  const { left, top, width, height, bottom, right } = coords;
  if (bottom !== undefined && right !== undefined) return [left, top, bottom, right, width, height].join('~');
  return [left, top, width, height].join(' ');
}
