import { cameraShot } from '@shutterday/server/test-photos';

export const FIRST_NAMES = ['Ava', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'June'];

/** A school's roster export: one child per first name, each with the access code its camera card carries. */
export function dayRosterCsv(run: string): Buffer {
  const lines = ['First Name,Last Name,Class,Access Code'];
  FIRST_NAMES.forEach((first, i) => lines.push(`${first},Day${run},Room A,D${run}-${i + 1}`));
  return Buffer.from(lines.join('\n'));
}

export interface DayChild {
  id: number;
  /** What the printed camera card's QR code says (`SD1:{jobId}:{subjectId}`). */
  cardCode: string;
  portraits: number;
  /**
   * A thumb over the card's code: the card is seen, its code cannot be read (a thumb a third of the code wide:
   * the photo queue's full-size second look reads through a smaller one when the code is short).
   */
  unreadable?: boolean;
}

export interface DayShot {
  name: string;
  mimeType: 'image/jpeg';
  buffer: Buffer;
  /** Whose shot it is, and whether it is the child's card or a portrait. */
  subjectId: number;
  card: boolean;
}

const WIDTH = 1200;
const HEIGHT = 800;

/**
 * One camera's picture day, shot in the children's order: each child's printed card held up (a tenth of
 * the frame wide, tilted), then the child's portraits. The camera's clock (EXIF DateTimeOriginal and
 * sub-seconds) gives that order; the file names run the other way (the last shot is IMG_0101), so only
 * the capture order tells whose photo is whose. Small frames keep the upload quick; the photo queue reads
 * codes on a 1000-px copy, where the card is as large as on a camera's 6,000-px frame.
 */
export async function pictureDay(children: DayChild[]): Promise<DayShot[]> {
  const plan = children.flatMap((child, i) => [
    { subjectId: child.id, card: true, qr: child.cardCode, smudged: child.unreadable, thumb: 0.34, angle: [12, -17, 23, -8, 5][i % 5] },
    ...Array.from({ length: child.portraits }, () => ({ subjectId: child.id, card: false })),
  ]);
  const last = 100 + plan.length;
  return Promise.all(
    plan.map(async ({ subjectId, card, ...drawn }, k) => {
      const second = 10 + k * 4;
      const taken = `2027:03:09 09:${String(Math.floor(second / 60)).padStart(2, '0')}:${String(second % 60).padStart(2, '0')}`;
      const buffer = await cameraShot({ ...(card ? drawn : {}), taken, subSeconds: '25', cameraSerial: 'DAY-CAM-1', hue: k * 7 }, WIDTH, HEIGHT);
      return { name: `IMG_${String(last - k).padStart(4, '0')}.jpg`, mimeType: 'image/jpeg' as const, buffer, subjectId, card };
    }),
  );
}
