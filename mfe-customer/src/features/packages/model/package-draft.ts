import {
  maskValue, photoPlaceHolds, startingChildPhoto, textNodeMaskKind, type Crop, type CustomerSubject, type ImageNode, type TextNode,
} from '@shutterday/domain';

/** The parent's choices for one image node: which photo, its crop and rotation. */
export interface ImageChoice {
  subjectImageId: number | null;
  groupImageId: number | null;
  crop: Crop | null;
  rotation: number;
}

/**
 * What the options page edits, keyed by node id (package node ids when adding, cart node ids when
 * editing a cart line). `texts` holds what the field shows: a masked value until the parent types.
 */
export interface PackageDraft {
  images: Record<number, ImageChoice>;
  texts: Record<number, string>;
  greenScreenId: number | null;
  yearbookImageId: number | null;
  /** The answers to the job's preorder custom fields, by field name (prepay orders only). */
  answers: Record<string, string>;
}

export interface DraftItem {
  imageNodes: ImageNode[];
  textNodes: TextNode[];
}

/** The subject data a text node's data source names ("fullName", "firstName", a field name). */
export function subjectValue(subject: Pick<CustomerSubject, 'firstName' | 'lastName' | 'fields'>, source: string | null): string {
  if (!source) return '';
  if (source === 'fullName') return `${subject.firstName} ${subject.lastName}`;
  if (source === 'firstName') return subject.firstName;
  if (source === 'lastName') return subject.lastName;
  return subject.fields.find((f) => f.name === source)?.value ?? '';
}

/** The value a text node starts with: its own, else the subject's data it names. */
export function originalText(node: TextNode, subject: Pick<CustomerSubject, 'firstName' | 'lastName' | 'fields'>): string {
  return node.value ?? subjectValue(subject, node.dataSource);
}

/**
 * The first draft: nodes that already hold a photo keep it; otherwise each place of the child starts as
 * the domain says (`startingChildPhoto`: the one photo of a one-photo child everywhere; image1/image2 the
 * photo the parent came with, else the first/second) and group places the class photo (spec §5). Other
 * places start empty for the parent to fill. Personal text starts masked (spec §5).
 */
export function initialDraft(items: DraftItem[], subject: CustomerSubject, preferredImageId: number | null, greenScreenId: number | null = null): PackageDraft {
  const images: PackageDraft['images'] = {};
  const texts: PackageDraft['texts'] = {};
  const photoIds = subject.images.map((image) => image.id);
  for (const item of items) {
    for (const node of item.imageNodes) {
      if (node.static) continue;
      const filled = node.subjectImageId !== null || node.groupImageId !== null;
      images[node.id] = {
        subjectImageId: filled ? node.subjectImageId : startingChildPhoto(node, photoIds, preferredImageId),
        groupImageId: filled ? node.groupImageId : photoPlaceHolds(node) === 'group' ? (subject.groupImages[0]?.id ?? null) : null,
        crop: node.cropDimensions ?? node.frontendCropDimensions,
        rotation: node.rotation ?? 0,
      };
    }
    for (const node of item.textNodes) {
      if (!node.editable) continue;
      const original = originalText(node, subject);
      const kind = textNodeMaskKind(node);
      texts[node.id] = kind ? maskValue(original, kind) : original;
    }
  }
  return { images, texts, greenScreenId, yearbookImageId: null, answers: {} };
}
