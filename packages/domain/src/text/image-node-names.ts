export type ImageSlotKind = 'image' | 'group';

export interface ImageSlot {
  kind: ImageSlotKind;
  index: number;
}

/** Slot numbers must stay under this (spec §5: "a suffix number under 99"). */
export const IMAGE_SLOT_LIMIT = 99;

const SLOT_NAME = /^(image|group)([1-9]\d*)$/i;

/**
 * The selectable slot an image node's name stands for — "image3", "Group12" — or undefined for
 * any other name (a logo, "image0", "image99", "image01").
 */
export function parseImageNodeName(name: string): ImageSlot | undefined {
  const match = SLOT_NAME.exec(name.trim());
  if (!match) return undefined;
  const index = Number(match[2]);
  if (index >= IMAGE_SLOT_LIMIT) return undefined;
  return { kind: match[1].toLowerCase() as ImageSlotKind, index };
}

export function isSelectableImageNode(name: string): boolean {
  return parseImageNodeName(name) !== undefined;
}

/** Only image1 and image2 hold the subject's own image by default (spec §5). */
export function holdsSubjectImageByDefault(name: string): boolean {
  const slot = parseImageNodeName(name);
  return slot?.kind === 'image' && slot.index <= 2;
}

/** Whether a slot expects a group image rather than one of the subject's own. */
export function isGroupImageNode(name: string): boolean {
  return parseImageNodeName(name)?.kind === 'group';
}
