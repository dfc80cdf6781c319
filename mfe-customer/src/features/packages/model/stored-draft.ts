import { normalizeRotation, type Crop } from '@shutterday/domain';
import { isObject } from '../../../lib/session-records';
import type { ImageChoice, PackageDraft } from './package-draft';

const idOrNull = (value: unknown): value is number | null => value === null || (Number.isInteger(value) && (value as number) > 0);
const percent = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;

function cropOf(value: unknown): Crop | null | undefined {
  if (value === null) return null;
  if (!isObject(value) || !percent(value.cropX) || !percent(value.cropY) || !percent(value.xMid) || !percent(value.yMid)) return undefined;
  return { cropX: value.cropX as number, cropY: value.cropY as number, xMid: value.xMid as number, yMid: value.yMid as number };
}

function imageChoiceOf(value: unknown): ImageChoice | undefined {
  if (!isObject(value) || !idOrNull(value.subjectImageId) || !idOrNull(value.groupImageId)) return undefined;
  const crop = cropOf(value.crop);
  if (crop === undefined || typeof value.rotation !== 'number' || !Number.isFinite(value.rotation)) return undefined;
  return { subjectImageId: value.subjectImageId, groupImageId: value.groupImageId, crop, rotation: normalizeRotation(value.rotation) };
}

const pick = <T>(initial: Record<number, T>, stored: unknown, read: (value: unknown) => T | undefined): Record<number, T> =>
  Object.fromEntries(Object.entries(initial).map(([id, first]) => [id, (isObject(stored) ? read(stored[id]) : undefined) ?? first]));

/**
 * A draft kept in the tab's storage, laid over the page's first draft: only the nodes the page has now,
 * only values of the right shape (a photo the subject no longer has is refused later by the page's own
 * checks, as if the parent had picked it). Anything else keeps the first draft's value.
 */
export function restoreDraft(initial: PackageDraft, stored: unknown): PackageDraft {
  if (!isObject(stored)) return initial;
  const answers = isObject(stored.answers) ? Object.fromEntries(Object.entries(stored.answers).filter(([, a]) => typeof a === 'string')) : {};
  return {
    images: pick(initial.images, stored.images, imageChoiceOf),
    texts: pick(initial.texts, stored.texts, (value) => (typeof value === 'string' ? value : undefined)),
    greenScreenId: idOrNull(stored.greenScreenId) ? stored.greenScreenId : initial.greenScreenId,
    yearbookImageId: idOrNull(stored.yearbookImageId) ? stored.yearbookImageId : initial.yearbookImageId,
    answers: { ...initial.answers, ...(answers as Record<string, string>) },
  };
}
