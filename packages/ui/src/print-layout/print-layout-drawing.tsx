import { photoAreaProblem, productLayout, type PhotoArea } from '@shutterday/domain/staff';

export interface PrintLayoutDrawingProps {
  productCode: string;
  /** Each photo of the item, in order, with its area on the print (null: the whole print). */
  photos: Array<{ label: string; area: PhotoArea | null }>;
  /** The texts printed, in order (drawn as lines at the bottom of the photo). */
  texts: string[];
  /** The drawing's longest side in pixels. */
  size?: number;
}

const FULL: PhotoArea = { left: 0, top: 0, width: 100, height: 100 };

/**
 * A package item's print as a picture: the paper, each print on it (a sheet of wallets has several), the
 * photo's place in each and the text lines at the bottom of the photo, as the renderer lays them out
 * (docs/print.md). Photos share a sheet's prints in order, like the renderer. Drawn upright; a photo the
 * renderer turns to fit a sideways cell is shown in the cell as it is cut.
 */
export function PrintLayoutDrawing({ productCode, photos, texts, size = 220 }: PrintLayoutDrawingProps) {
  const layout = productLayout(productCode);
  if (!layout) return <p style={{ margin: 0, color: 'rgba(0,0,0,0.65)' }}>{productCode ? 'Not printed (a digital product): nothing to lay out.' : 'Pick a product to see its print.'}</p>;
  const scale = size / Math.max(layout.width, layout.height);
  const width = layout.width * scale;
  const height = layout.height * scale;
  const slots = photos.length ? photos : [{ label: 'Photo', area: null }];
  const description = `${layout.width} × ${layout.height} in, ${layout.cells.length === 1 ? 'one print' : `${layout.cells.length} prints per sheet`}; ${slots.length === 1 ? 'one photo' : `${slots.length} photos`}${texts.length ? `, text: ${texts.join(', ')}` : ''}`;
  return (
    <svg role="img" aria-label={`Layout of the print: ${description}`} width={width} height={height} viewBox={`0 0 ${width} ${height}`} style={{ background: '#fff', border: '1px solid #8c8c8c' }}>
      {layout.cells.map((cell, index) => {
        const slot = slots[Math.floor((index * slots.length) / layout.cells.length)]!;
        // A place still being typed (or not fitting) is drawn as the whole print until it is one.
        const area = slot.area && !photoAreaProblem(slot.area) ? slot.area : FULL;
        const cx = cell.x * scale;
        const cy = cell.y * scale;
        const cw = cell.width * scale;
        const ch = cell.height * scale;
        const photo = { x: cx + (cw * area.left) / 100, y: cy + (ch * area.top) / 100, w: (cw * area.width) / 100, h: (ch * area.height) / 100 };
        const line = photo.h * 0.08;
        return (
          <g key={index}>
            <rect x={cx} y={cy} width={cw} height={ch} fill="#f5f5f5" stroke="#bfbfbf" strokeDasharray="3 2" />
            <rect x={photo.x} y={photo.y} width={photo.w} height={photo.h} fill="#bae0ff" stroke="#1677ff" />
            <text x={photo.x + photo.w / 2} y={photo.y + photo.h / 2} fontSize={Math.max(7, Math.min(14, photo.w / 6))} textAnchor="middle" fill="#003eb3">
              {slot.label}
            </text>
            {texts.map((text, i) => (
              <g key={i}>
                <rect x={photo.x} y={photo.y + photo.h - (texts.length - i) * line} width={photo.w} height={line} fill="rgba(0,0,0,0.6)" />
                <text x={photo.x + photo.w / 2} y={photo.y + photo.h - (texts.length - i - 0.72) * line} fontSize={Math.max(5, line * 0.7)} textAnchor="middle" fill="#fff">
                  {text}
                </text>
              </g>
            ))}
          </g>
        );
      })}
    </svg>
  );
}
