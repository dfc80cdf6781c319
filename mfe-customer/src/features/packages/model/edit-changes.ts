import { canConsumerCrop, type CartPackage, type CustomerPackage, type CustomerSubject } from '@shutterday/domain';
import type { EditorItem } from '../components/item-editor';
import { imageNodeBody, textToSend } from './draft-requests';
import type { PackageDraft } from './package-draft';

/** A cart line's items as editor items; whether an item may be cropped comes from its package. */
export function cartEditorItems(line: CartPackage, pkg: CustomerPackage | undefined): EditorItem[] {
  return line.cartPackageItems.map((item, index) => {
    const source = pkg?.items.find((p) => p.name === item.name && p.productCode === item.productCode) ?? pkg?.items[index];
    return { key: `${line.id}-${item.id}`, name: item.name, productCode: item.productCode, canCrop: source ? canConsumerCrop(source) : false, packageItemId: source?.id, imageNodes: item.imageNodes, textNodes: item.textNodes };
  });
}

/** The node PATCHes an edit needs: only what differs from the draft the page started with. */
export function editChanges(items: EditorItem[], initial: PackageDraft, draft: PackageDraft, subject: CustomerSubject) {
  const images = items.flatMap((item) =>
    item.imageNodes
      .filter((n) => draft.images[n.id] && JSON.stringify(draft.images[n.id]) !== JSON.stringify(initial.images[n.id]))
      .map((n) => ({ id: n.id, ...imageNodeBody(draft.images[n.id]!) })),
  );
  const texts = items.flatMap((item) =>
    item.textNodes
      .filter((n) => draft.texts[n.id] !== undefined && draft.texts[n.id] !== initial.texts[n.id])
      .map((n) => ({ id: n.id, value: textToSend(n, draft.texts[n.id]!, subject) })),
  );
  return { images, texts, greenScreenChanged: draft.greenScreenId !== initial.greenScreenId };
}
