import { formatUsd } from '../money/format';
import type { CartPackage, CartPackageItem, ImageNode, Package, PackageItem } from './types';

/** A parent's choice on one image node of the current package, carried over from the changed line. */
export interface CarriedImage {
  subjectImageId: number | null;
  groupImageId: number | null;
  cropDimensions: ImageNode['cropDimensions'];
  rotation: number;
}

/** What became of a cart line whose package the studio changed since the parent chose it. */
export interface PackageChange {
  /** What changed, in the parent's words, one sentence each. */
  sentences: string[];
  /** The parent's choices on the current package's nodes (by node id), where they still fit. */
  images: Record<number, CarriedImage>;
  texts: Record<number, string>;
}

const itemLabel = (item: { name: string; altName?: string | null }) => item.altName ?? item.name;
const listed = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/** The line's item that becomes each current item: same product and name first, then same product. */
function pairItems(old: CartPackageItem[], current: PackageItem[]): Map<PackageItem, CartPackageItem> {
  const pairs = new Map<PackageItem, CartPackageItem>();
  const free = [...old];
  const take = (item: PackageItem, fits: (o: CartPackageItem) => boolean) => {
    const at = free.findIndex(fits);
    if (at >= 0) pairs.set(item, free.splice(at, 1)[0]!);
  };
  for (const item of current) take(item, (o) => o.productCode === item.productCode && o.name === item.name);
  for (const item of current) if (!pairs.has(item)) take(item, (o) => o.productCode === item.productCode);
  return pairs;
}

/**
 * A cart line on a package the studio has since changed (issue 19), laid over the current package: the
 * choices that still fit are kept — a photo, its crop and turn on the node of the same name of the same
 * product (a crop only where the item may still be cropped), a typed text on the text node of the same
 * name —, and what changed is said: the price, the items added and those no longer included.
 */
export function packageChange(line: CartPackage, current: Package): PackageChange {
  const pairs = pairItems(line.cartPackageItems, current.items);
  const images: PackageChange['images'] = {};
  const texts: PackageChange['texts'] = {};
  for (const [item, old] of pairs) {
    for (const node of item.imageNodes) {
      const was = old.imageNodes.find((n) => n.name === node.name && !n.static);
      if (node.static || !was || (was.subjectImageId === null && was.groupImageId === null)) continue;
      const crop = item.allowConsumerCrop ? was.cropDimensions : null;
      images[node.id] = { subjectImageId: was.subjectImageId, groupImageId: was.groupImageId, cropDimensions: crop, rotation: crop ? was.rotation : 0 };
    }
    for (const node of item.textNodes) {
      const was = old.textNodes.find((n) => n.name === node.name);
      if (node.editable && was?.value != null && was.value.trim() !== '') texts[node.id] = was.value;
    }
  }
  const sentences: string[] = [];
  if (current.retailCost !== line.price) sentences.push(`The price is now ${formatUsd(current.retailCost)} (it was ${formatUsd(line.price)}).`);
  const added = current.items.filter((item) => !pairs.has(item)).map(itemLabel);
  const kept = new Set(pairs.values());
  const dropped = line.cartPackageItems.filter((item) => !kept.has(item)).map(itemLabel);
  if (added.length > 0) sentences.push(`Now included: ${listed(added)}.`);
  if (dropped.length > 0) sentences.push(`No longer included: ${listed(dropped)}.`);
  if (sentences.length === 0) sentences.push('Its details changed; your choices are kept.');
  return { sentences, images, texts };
}
