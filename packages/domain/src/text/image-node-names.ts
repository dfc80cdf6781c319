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

/** What a photo place of a package item holds: one of the child's own photos, or their group's photo. */
export type PhotoPlaceHolds = 'child' | 'group';

interface PhotoPlace {
  name: string;
  static?: boolean | null;
}

/**
 * What a photo place holds. Spec §5 names the places: groupN the group photo, imageN the child's own. A
 * place named otherwise (a label such as "Portrait", which the package form wrote before it named its
 * places) is read as the child's photo: a non-static place that holds nothing could only print blank. A
 * static place holds nothing anyone chooses.
 */
export function photoPlaceHolds(node: PhotoPlace): PhotoPlaceHolds | null {
  if (node.static) return null;
  return isGroupImageNode(node.name) ? 'group' : 'child';
}

/** Which of the child's places this is: imageN the N-th, a labelled place the first; null for any other place. */
export function childPhotoNumber(node: PhotoPlace): number | null {
  if (photoPlaceHolds(node) !== 'child') return null;
  const slot = parseImageNodeName(node.name);
  return slot?.kind === 'image' ? slot.index : 1;
}

/**
 * The child's photo a place starts with, before anyone chooses. A child with one photo has it in every
 * place of theirs (there is nothing to choose). Otherwise image1 and image2 (and a labelled place, read as
 * image1) start with the preferred photo — the one the parent came with — or the child's N-th photo (else
 * the first); other places start empty for the parent to choose (spec §5).
 */
export function startingChildPhoto(node: PhotoPlace, photoIds: readonly number[], preferred: number | null = null): number | null {
  const number = childPhotoNumber(node);
  if (number === null || photoIds.length === 0) return null;
  if (photoIds.length === 1) return photoIds[0]!;
  if (number > 2) return null;
  if (preferred !== null && photoIds.includes(preferred)) return preferred;
  return photoIds[number - 1] ?? photoIds[0]!;
}

/**
 * The names of an item's photo places as the package form writes them, in order: a place keeps its saved
 * name when that is a slot name of what it holds (image2 stays image2: it starts with the second photo);
 * any other (new, labelled, or changed from child to group) takes the smallest free number of its kind —
 * image1, image2 … for the child's photos, group1 … for the group photos (spec §5).
 */
export function photoPlaceNames(places: ReadonlyArray<{ holds: PhotoPlaceHolds; name?: string | null }>): string[] {
  const taken = new Set<string>();
  const kept = places.map(({ holds, name }) => {
    const slot = name ? parseImageNodeName(name) : undefined;
    const fits = slot && (slot.kind === 'group') === (holds === 'group');
    const own = fits ? `${slot.kind}${slot.index}` : null;
    if (!own || taken.has(own)) return null;
    taken.add(own);
    return own;
  });
  return places.map(({ holds }, i) => {
    if (kept[i]) return kept[i];
    const kind = holds === 'group' ? 'group' : 'image';
    let n = 1;
    while (taken.has(`${kind}${n}`)) n += 1;
    taken.add(`${kind}${n}`);
    return `${kind}${n}`;
  });
}
