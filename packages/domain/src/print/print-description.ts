import { parsePositionCoords, type Crop } from '../crop';
import { addTurns, coverRect, offsetRect, placeInCell, quarterTurn, roundRect, turnedSize, unturnRect, type PxRect, type QuarterTurn } from './print-geometry';
import { placeText, printedLines, TEXT_COLOUR, TEXT_SHADE, type PrintTextInput } from './print-text';
import { PRINT_DPI, productLayout, type LayoutCell, type ProductLayout } from './product-layout';

export class PrintLayoutError extends Error {
  override name = 'PrintLayoutError';
}

/** A stored photo: its id and its size in pixels as stored (EXIF orientation already applied). */
export interface PrintPhoto {
  id: number;
  width: number;
  height: number;
  /** A group photo is never given a green-screen background. */
  group?: boolean;
}

/** One image node of the package item with the photo chosen for it. */
export interface PrintSlotInput {
  /** The image node's name (image1, group1 ...). */
  name: string;
  positionCoords?: string | null;
  photo: PrintPhoto | null;
  crop: Crop | null;
  /** Degrees clockwise; taken to the nearest quarter turn. */
  rotation: number;
}

/** A package item (its product and nodes) with the order line's choices. */
export interface PrintRequest {
  productCode: string;
  /** The item's photo area within each cell, spec §3 format, in % of the cell; image nodes may have their own. */
  positionCoords?: string | null;
  slots: readonly PrintSlotInput[];
  texts: readonly PrintTextInput[];
  /** The green-screen background chosen for the line, drawn behind the subject of individual photos. */
  backgroundId?: number | null;
}

export interface PrintTextRun {
  text: string;
  /** The box the line is centred in, on the canvas. */
  box: PxRect;
  fontSizePx: number;
  /** Clockwise turn of the line on the canvas (the cell's turn). */
  rotate: 0 | 90;
  colour: string;
}

export interface PrintSlot {
  /** The cell on the canvas (a wallet, the whole print). */
  cell: PxRect;
  node: string;
  photoId: number | null;
  /** What to cut from the photo as stored, in its pixels; null for an empty slot. */
  crop: PxRect | null;
  /** Clockwise turn applied to the cut-out before it is scaled into `area`: the parent's rotation plus the cell's. */
  rotate: QuarterTurn;
  /** Where the photo goes on the canvas; the cut-out is scaled to exactly this size (same aspect). */
  area: PxRect;
  /** Green-screen background drawn in `area` under the subject, scaled to cover it, centred. */
  backgroundId: number | null;
  /** The translucent band under the text, on the canvas. */
  shade: (PxRect & { colour: string; opacity: number }) | null;
  texts: PrintTextRun[];
}

/** Everything needed to draw one print file, in pixels at `dpi`. */
export interface PrintDescription {
  productCode: string;
  dpi: number;
  /** The paper in inches, as printed (a single print turns with a landscape photo). */
  widthIn: number;
  heightIn: number;
  widthPx: number;
  heightPx: number;
  paper: string;
  slots: PrintSlot[];
  warnings: string[];
}

const PAPER = '#ffffff';
const FULL_AREA = { left: 0, top: 0, width: 100, height: 100 };

/** Photo orientation that decides turns: the crop's shape when there is one, else the turned photo's. */
function isLandscape(slot: PrintSlotInput | undefined): boolean {
  if (!slot?.photo) return false;
  const size = turnedSize(slot.photo, quarterTurn(slot.rotation));
  const crop = slot.crop && slot.crop.cropX > 0 && slot.crop.cropY > 0 ? slot.crop : null;
  const width = crop ? crop.cropX * size.width : size.width;
  const height = crop ? crop.cropY * size.height : size.height;
  return width > height;
}

/** The photo area in % of the cell, from the node's coordinates, else the item's, else the whole cell. */
function areaPercent(texts: (string | null | undefined)[], warnings: string[]): typeof FULL_AREA {
  const text = texts.find((t) => t != null && t.trim() !== '');
  if (text == null) return FULL_AREA;
  try {
    const { left, top, width, height } = parsePositionCoords(text);
    const l = Math.min(Math.max(left, 0), 100);
    const t = Math.min(Math.max(top, 0), 100);
    const w = Math.min(width, 100 - l);
    const h = Math.min(height, 100 - t);
    if (w > 0 && h > 0) return { left: l, top: t, width: w, height: h };
    warnings.push(`Position coordinates "${text}" leave no room for the photo: the whole cell is used`);
  } catch (error) {
    warnings.push(`${(error as Error).message}: the whole cell is used`);
  }
  return FULL_AREA;
}

function pixelCell(cell: LayoutCell, dpi: number): PxRect {
  return roundRect({ left: cell.x * dpi, top: cell.y * dpi, width: cell.width * dpi, height: cell.height * dpi });
}

interface SheetContext {
  request: PrintRequest;
  layout: ProductLayout;
  dpi: number;
  lines: string[];
  warnings: string[];
}

function describeSlot(ctx: SheetContext, cell: PxRect, index: number): PrintSlot {
  const { request, layout, dpi } = ctx;
  const slots = request.slots;
  const input = slots.length ? slots[Math.floor((index * slots.length) / layout.cells.length)]! : undefined;
  const cellLandscape = cell.width > cell.height;
  const turn: 0 | 90 = !layout.turnsWithPhoto && cell.width !== cell.height && cellLandscape !== isLandscape(input) ? 90 : 0;
  const upright = turn ? { width: cell.height, height: cell.width } : { width: cell.width, height: cell.height };
  const pct = areaPercent([input?.positionCoords, request.positionCoords], ctx.warnings);
  const uprightArea = { left: (upright.width * pct.left) / 100, top: (upright.height * pct.top) / 100, width: (upright.width * pct.width) / 100, height: (upright.height * pct.height) / 100 };
  const toCanvas = (rect: typeof uprightArea) => roundRect(offsetRect(placeInCell(rect, upright, turn) as PxRect, cell));
  const area = toCanvas(uprightArea);

  const photo = input?.photo ?? null;
  const rotation = quarterTurn(input?.rotation ?? 0);
  let crop: PxRect | null = null;
  if (photo) {
    const aspect = turn ? area.height / area.width : area.width / area.height;
    crop = unturnRect(coverRect(turnedSize(photo, rotation), input!.crop, aspect), photo, rotation);
  }
  const text = placeText(ctx.lines, uprightArea, dpi);
  return {
    cell,
    node: input?.name ?? '',
    photoId: photo?.id ?? null,
    crop,
    rotate: addTurns(photo ? rotation : 0, turn),
    area,
    backgroundId: photo && !photo.group ? (request.backgroundId ?? null) : null,
    shade: text.shade ? { ...toCanvas(text.shade), colour: TEXT_SHADE.colour, opacity: TEXT_SHADE.opacity } : null,
    texts: text.lines.map((line) => ({ text: line.text, box: toCanvas(line.box), fontSizePx: line.fontSizePx, rotate: turn, colour: TEXT_COLOUR })),
  };
}

/**
 * The one description of a print that both the print file (at 300 DPI) and the parent's preview (the
 * same description at fewer DPI) are drawn from. Pure: photo sizes come in, rectangles come out.
 * Throws a PrintLayoutError for a product that is not printed (a digital download).
 */
export function describePrint(request: PrintRequest, options: { dpi?: number } = {}): PrintDescription {
  const dpi = options.dpi ?? PRINT_DPI;
  if (!(Number.isFinite(dpi) && dpi > 0 && dpi <= PRINT_DPI)) throw new RangeError(`A print is described at 0 to ${PRINT_DPI} DPI, not ${dpi}`);
  const layout = productLayout(request.productCode);
  if (!layout) throw new PrintLayoutError(`"${request.productCode}" is not a printed product`);
  const landscape = layout.turnsWithPhoto && isLandscape(request.slots[0]);
  const widthIn = landscape ? layout.height : layout.width;
  const heightIn = landscape ? layout.width : layout.height;
  const cells = landscape ? [{ x: 0, y: 0, width: widthIn, height: heightIn }] : layout.cells;
  const ctx: SheetContext = { request, layout, dpi, lines: printedLines(request.texts), warnings: [] };
  const slots = cells.map((cell, i) => describeSlot(ctx, pixelCell(cell, dpi), i));
  return { productCode: layout.productCode, dpi, widthIn, heightIn, widthPx: Math.round(widthIn * dpi), heightPx: Math.round(heightIn * dpi), paper: PAPER, slots, warnings: [...new Set(ctx.warnings)] };
}
