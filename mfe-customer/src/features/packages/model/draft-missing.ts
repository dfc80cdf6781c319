import { missingChoices, type MissingChoice } from '@shutterday/domain';
import type { EditorItem } from '../components/item-editor';
import type { PackageDraft } from './package-draft';

/**
 * What the draft still lacks, by the domain's completeness rule: the items as they would be saved,
 * with the parent's texts and photos in place of the stored ones.
 */
export function draftMissing(items: readonly EditorItem[], draft: PackageDraft): MissingChoice[] {
  return missingChoices(
    items.map((item) => ({
      name: item.name,
      productCode: item.productCode,
      textNodes: item.textNodes.filter((n) => n.editable && draft.texts[n.id] !== undefined).map((n) => ({ ...n, value: draft.texts[n.id]! })),
      imageNodes: item.imageNodes.filter((n) => !n.static && draft.images[n.id]).map((n) => ({ ...n, ...draft.images[n.id]! })),
    })),
  );
}
