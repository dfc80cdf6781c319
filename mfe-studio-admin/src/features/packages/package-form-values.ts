import { centsToDollarsText, dollarsTextToCents, type StudioPackage } from '@shutterday/domain';
import { type PackageCreate } from '@shutterday/domain/staff';
import * as v from 'valibot';

type ImageNode = PackageCreate['items'][number]['imageNodes'][number];
type TextNode = PackageCreate['items'][number]['textNodes'][number];

const money = (message: string) => v.pipe(v.string(), v.check((s) => dollarsTextToCents(s) !== null, message));
const names = v.pipe(v.string(), v.maxLength(400, 'Use at most 400 characters'));

const ItemValues = v.object({
  productCode: v.pipe(v.string(), v.nonEmpty('Pick a product')),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required'), v.maxLength(120, 'Use at most 120 characters')),
  positionCoords: v.pipe(v.string(), v.maxLength(200, 'Use at most 200 characters')),
  quantity: v.pipe(v.string(), v.regex(/^[1-9]\d?$/, 'Use a whole number from 1 to 99')),
  /** Image node names, comma separated (e.g. "image1, image2"). */
  imageNodes: names,
  /** Text nodes as "name:dataSource", comma separated (e.g. "name:subject.fullName"). */
  textNodes: names,
  /** The saved nodes, so that positions and flags not shown here survive an edit. */
  savedImageNodes: v.array(v.any()),
  savedTextNodes: v.array(v.any()),
});
export type ItemValues = v.InferOutput<typeof ItemValues>;

/** What the package form holds: text as typed; amounts in USD. */
export const PackageFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required'), v.maxLength(120, 'Use at most 120 characters')),
  altName: v.pipe(v.string(), v.maxLength(120, 'Use at most 120 characters')),
  altDescription: v.pipe(v.string(), v.maxLength(1000, 'Use at most 1000 characters')),
  retailCost: money('Use an amount such as 25.00'),
  addonType: v.picklist(['standard', 'addon_standard', 'addon_price']),
  requiredMinPrice: v.pipe(v.string(), v.check((s) => s.trim() === '' || dollarsTextToCents(s) !== null, 'Use an amount such as 40.00')),
  items: v.pipe(v.array(ItemValues), v.minLength(1, 'Add at least one item'), v.maxLength(20, 'Use at most 20 items')),
});
export type PackageFormValues = v.InferOutput<typeof PackageFormSchema>;

export const emptyItem = (): ItemValues => ({ productCode: '', name: '', positionCoords: '', quantity: '1', imageNodes: '', textNodes: '', savedImageNodes: [], savedTextNodes: [] });
export const EMPTY_PACKAGE: PackageFormValues = { name: '', altName: '', altDescription: '', retailCost: '', addonType: 'standard', requiredMinPrice: '', items: [emptyItem()] };

const split = (text: string) => text.split(',').map((part) => part.trim()).filter(Boolean);
const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

function imageNodes(item: ItemValues): ImageNode[] {
  const saved = item.savedImageNodes as ImageNode[];
  return split(item.imageNodes).map((name) => saved.find((node) => node.name === name) ?? { name, static: false, positionCoords: null, productCode: null });
}

function textNodes(item: ItemValues): TextNode[] {
  const saved = item.savedTextNodes as TextNode[];
  return split(item.textNodes).map((entry) => {
    const [name = '', dataSource = ''] = entry.split(':').map((part) => part.trim());
    const kept = saved.find((node) => node.name === name);
    return { ...(kept ?? { value: null, editable: true, altDataSource: null, obscure: false }), name, dataSource: blankToNull(dataSource) };
  });
}

/** The API body of a package (cents; the add-on rule as the domain reads it). */
export function toPackageInput(values: PackageFormValues): PackageCreate {
  return {
    name: values.name.trim(),
    altName: blankToNull(values.altName),
    altDescription: blankToNull(values.altDescription),
    retailCost: dollarsTextToCents(values.retailCost)!,
    allowConsumerCrop: true,
    addon: {
      type: values.addonType,
      requiredMinPrice: values.addonType === 'addon_price' ? (dollarsTextToCents(values.requiredMinPrice) ?? 0) : 0,
      requiresStandard: values.addonType !== 'standard',
    },
    items: values.items.map((item) => ({
      name: item.name.trim(),
      altName: null,
      productCode: item.productCode,
      positionCoords: blankToNull(item.positionCoords),
      quantity: Number(item.quantity),
      allowConsumerCrop: true,
      imageNodes: imageNodes(item),
      textNodes: textNodes(item),
    })),
  };
}

export function fromPackage(pkg: StudioPackage): PackageFormValues {
  return {
    name: pkg.name,
    altName: pkg.altName ?? '',
    altDescription: pkg.altDescription ?? '',
    retailCost: centsToDollarsText(pkg.retailCost),
    addonType: pkg.packageAddon?.type ?? 'standard',
    requiredMinPrice: pkg.packageAddon?.type === 'addon_price' ? centsToDollarsText(pkg.packageAddon.requiredMinPrice ?? 0) : '',
    items: pkg.items.map((item) => ({
      productCode: item.productCode ?? '',
      name: item.name,
      positionCoords: item.positionCoords ?? '',
      quantity: String(item.quantity),
      imageNodes: item.imageNodes.map((node) => node.name).join(', '),
      textNodes: item.textNodes.map((node) => (node.dataSource ? `${node.name}:${node.dataSource}` : node.name)).join(', '),
      savedImageNodes: item.imageNodes.map(({ name, static: isStatic, positionCoords, productCode }) => ({ name, static: isStatic, positionCoords, productCode })),
      savedTextNodes: item.textNodes.map(({ name, value, editable, dataSource, altDataSource, obscure }) => ({ name, value, editable, dataSource, altDataSource, obscure })),
    })),
  };
}
