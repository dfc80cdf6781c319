import { isPrintProduct, isWalletProduct, personalizationPreviewLines, type CartOrderService, type CustomerSubject, type PrintPreviewInput } from '@shutterday/domain';
import type { EditorItem } from '../components/item-editor';
import { textToSend } from './draft-requests';
import type { PackageDraft } from './package-draft';

/**
 * What the renderer needs to draw one item of the options page as the parent has set it so far: each
 * node's chosen photo (its signed thumbnail URL), crop and turn, the texts as they will print, the
 * background and the child's personalization already in the cart (`personalizations`, the cart's).
 * Null for an item that is not printed (a download) or whose catalogue item is not known.
 */
export function draftPreviewInput(item: EditorItem, draft: PackageDraft, subject: CustomerSubject, personalizations: readonly CartOrderService[] = []): PrintPreviewInput | null {
  if (item.packageItemId === undefined || !(isPrintProduct(item.productCode) || isWalletProduct(item.productCode))) return null;
  const photos = [...subject.images, ...subject.groupImages];
  return {
    packageItemId: item.packageItemId,
    photos: item.imageNodes.map((node) => {
      const choice = draft.images[node.id];
      const photo = choice && photos.find((p) => p.id === (choice.subjectImageId ?? choice.groupImageId));
      return photo ? { imageUrl: photo.imageThumbnailUrl, crop: choice.crop, rotation: choice.rotation } : null;
    }),
    backgroundId: draft.greenScreenId,
    texts: item.textNodes.map((node) => {
      const shown = draft.texts[node.id];
      return node.obscure || shown === undefined || shown.trim() === '' ? null : textToSend(node, shown, subject);
    }),
    extraLines: personalizationPreviewLines(item.productCode, subject.id, personalizations),
  };
}
