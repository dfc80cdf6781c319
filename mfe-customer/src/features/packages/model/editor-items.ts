import { canConsumerCrop, isItemEditable, type PackageItem } from '@shutterday/domain';
import type { EditorItem } from '../components/item-editor';

/** The items of a package the parent has something to set on (spec §4 editable items). */
export function editorItems(key: string | number, items: PackageItem[], importedData: boolean): EditorItem[] {
  return items
    .filter((item) => isItemEditable(item, { importedData, greenScreen: false }))
    .map((item) => ({
      key: `${key}-${item.id}`,
      name: item.altName ?? item.name,
      productCode: item.productCode,
      canCrop: canConsumerCrop(item),
      packageItemId: item.id,
      imageNodes: item.imageNodes,
      textNodes: importedData ? item.textNodes.filter((n) => !n.autoFilled) : item.textNodes,
    }));
}
