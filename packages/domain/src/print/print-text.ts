/**
 * Where the text of a print goes (a decision, docs/print.md): one line per text node, centred, at the
 * bottom of the photo, over a dark translucent band so it reads on any photo; kept an eighth of an inch
 * inside the photo's edges (the lab's safe zone).
 */
export const TEXT_SAFE_MARGIN_IN = 0.125;
/** Each line is this share of the photo's height in its upright frame. */
export const TEXT_LINE_SHARE = 0.06;
/** The letters' size within their line. */
export const TEXT_SIZE_IN_LINE = 0.62;
/**
 * DejaVu Sans Bold's widest common advance is about 0.7 em: a line sized for that many em fits its box.
 * The renderer still shrinks any line that comes out wider than its box.
 */
export const TEXT_EM_PER_CHARACTER = 0.7;
export const TEXT_COLOUR = '#ffffff';
export const TEXT_SHADE = { colour: '#000000', opacity: 0.35 } as const;

export interface PrintTextInput {
  name: string;
  value: string | null;
  /** Masked contact data (spec §5): recorded for the studio, never printed. */
  obscure?: boolean;
}

/** The lines a print carries: each text node with something to say, in node order. */
export function printedLines(texts: readonly PrintTextInput[]): string[] {
  return texts.filter((text) => !text.obscure).flatMap((text) => {
    const line = (text.value ?? '').replace(/\s+/g, ' ').trim();
    return line ? [line] : [];
  });
}

interface Area {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface TextPlacement {
  shade: Area | null;
  lines: { text: string; box: Area; fontSizePx: number }[];
}

/** The band and the line boxes within a photo area (upright frame, fractional pixels). */
export function placeText(lines: readonly string[], area: Area, dpi: number): TextPlacement {
  if (lines.length === 0) return { shade: null, lines: [] };
  const safe = TEXT_SAFE_MARGIN_IN * dpi;
  const lineHeight = area.height * TEXT_LINE_SHARE;
  const boxWidth = Math.max(1, area.width - 2 * safe);
  const bottom = area.top + area.height - safe;
  const first = bottom - lines.length * lineHeight;
  const placed = lines.map((text, i) => {
    const widest = boxWidth / (Array.from(text).length * TEXT_EM_PER_CHARACTER);
    const fontSizePx = Math.max(1, Math.floor(Math.min(lineHeight * TEXT_SIZE_IN_LINE, widest)));
    return { text, box: { left: area.left + safe, top: first + i * lineHeight, width: boxWidth, height: lineHeight }, fontSizePx };
  });
  const shadeTop = Math.max(area.top, first - lineHeight * 0.25);
  return { shade: { left: area.left, top: shadeTop, width: area.width, height: area.top + area.height - shadeTop }, lines: placed };
}
