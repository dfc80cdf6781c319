/**
 * What a camera card's QR code holds. The photographer shoots the card before each child's photos, so
 * photo matching reads this code from the picture to know whose photos follow. It names the job and the
 * subject by id — not the access code, which a subject may not have yet and which a studio can change —
 * behind a fixed prefix and a version, so any other QR code in a photo is ignored.
 */
export const CAMERA_CARD_PREFIX = 'SD1';

export interface CameraCardTarget {
  jobId: number;
  subjectId: number;
}

export function cameraCardCode({ jobId, subjectId }: CameraCardTarget): string {
  return `${CAMERA_CARD_PREFIX}:${jobId}:${subjectId}`;
}

const CODE_PATTERN = /^SD1:([1-9]\d{0,9}):([1-9]\d{0,9})$/;

/** The job and subject a scanned code names, or null when it is not a camera card code of this product. */
export function parseCameraCardCode(text: string): CameraCardTarget | null {
  const match = CODE_PATTERN.exec(text.trim());
  if (!match) return null;
  const jobId = Number(match[1]);
  const subjectId = Number(match[2]);
  return jobId <= 2147483647 && subjectId <= 2147483647 ? { jobId, subjectId } : null;
}
