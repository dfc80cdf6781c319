/**
 * What a camera card's QR code holds. The photographer shoots the card before each child's photos (and a
 * group's card before the class or team photo), so photo matching reads this code from the picture to know
 * whose photos follow. It names the job and the subject — or the group, behind a `G` — by id (not the
 * access code, which a subject may not have yet and which a studio can change), behind a fixed prefix and a
 * version, so any other QR code in a photo is ignored.
 */
export const CAMERA_CARD_PREFIX = 'SD1';

/** A child's card: `SD1:{jobId}:{subjectId}`. */
export interface CameraCardTarget {
  jobId: number;
  subjectId: number;
}

/** A group's card (a class or a team): `SD1:{jobId}:G{groupId}`. */
export interface GroupCardTarget {
  jobId: number;
  groupId: number;
}

/** What a scanned camera card names: a child, or a group. */
export type CameraCardRead = ({ kind: 'subject' } & CameraCardTarget) | ({ kind: 'group' } & GroupCardTarget);

export function cameraCardCode({ jobId, subjectId }: CameraCardTarget): string {
  return `${CAMERA_CARD_PREFIX}:${jobId}:${subjectId}`;
}

export function groupCardCode({ jobId, groupId }: GroupCardTarget): string {
  return `${CAMERA_CARD_PREFIX}:${jobId}:G${groupId}`;
}

const CODE_PATTERN = /^SD1:([1-9]\d{0,9}):(G?)([1-9]\d{0,9})$/;
const LARGEST_ID = 2147483647;

/** The child or group a scanned code names, or null when it is not a camera card code of this product. */
export function readCameraCardCode(text: string): CameraCardRead | null {
  const match = CODE_PATTERN.exec(text.trim());
  if (!match) return null;
  const jobId = Number(match[1]);
  const id = Number(match[3]);
  if (jobId > LARGEST_ID || id > LARGEST_ID) return null;
  return match[2] === 'G' ? { kind: 'group', jobId, groupId: id } : { kind: 'subject', jobId, subjectId: id };
}

/** The job and subject a scanned child's card names, or null when it is not a child's camera card code. */
export function parseCameraCardCode(text: string): CameraCardTarget | null {
  const read = readCameraCardCode(text);
  return read?.kind === 'subject' ? { jobId: read.jobId, subjectId: read.subjectId } : null;
}
