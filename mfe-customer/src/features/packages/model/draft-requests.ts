import { roundCrop, normalizeRotation, textNodeMaskKind, unmaskedValue, type CustomerSubject, type PreorderField, type TextNode, YEARBOOK_POSE_FIELD } from '@shutterday/domain';
import { originalText, type DraftItem, type ImageChoice, type PackageDraft } from './package-draft';

/** The value to send for a text node: the original when a masked value was left untouched (spec §5). */
export function textToSend(node: TextNode, shown: string, subject: CustomerSubject): string {
  const kind = textNodeMaskKind(node);
  return kind ? unmaskedValue(originalText(node, subject), shown, kind) : shown;
}

export function imageNodeBody(choice: ImageChoice) {
  return {
    subjectImageId: choice.subjectImageId,
    groupImageId: choice.groupImageId,
    cropDimensions: choice.crop ? roundCrop(choice.crop) : null,
    frontendCropDimensions: choice.crop ? roundCrop(choice.crop) : null,
    rotation: normalizeRotation(choice.rotation),
  };
}

/** The nodes of a new cart line. Blank text is left out so the server fills it from the subject's data. */
export function draftNodes(items: DraftItem[], draft: PackageDraft, subject: CustomerSubject) {
  const textNodes = items.flatMap((item) =>
    item.textNodes
      .filter((node) => node.editable && (draft.texts[node.id] ?? '').trim() !== '')
      .map((node) => ({ packageItemTextNodeId: node.id, value: textToSend(node, draft.texts[node.id]!, subject) })),
  );
  const imageNodes = items.flatMap((item) =>
    item.imageNodes
      .filter((node) => !node.static && draft.images[node.id])
      .map((node) => ({ packageItemImageNodeId: node.id, replacementImageId: null, ...imageNodeBody(draft.images[node.id]!) })),
  );
  return { textNodes, imageNodes };
}

/**
 * The line's data fields: the answers to the job's preorder custom fields (blank ones left out), and the
 * yearbook pose (the contract has no field of its own for it).
 */
export function draftDataFields(draft: PackageDraft, subjectId: number, fields: readonly PreorderField[] = []) {
  const field = (name: string, value: string) => ({ subjectId, name, value, templateId: null, optionId: null });
  const answers = fields.filter((f) => (draft.answers[f.name] ?? '').trim() !== '').map((f) => field(f.name, draft.answers[f.name]!.trim()));
  return draft.yearbookImageId === null ? answers : [...answers, field(YEARBOOK_POSE_FIELD, String(draft.yearbookImageId))];
}
