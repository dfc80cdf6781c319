import { centsToDollarsText, dollarsTextToCents, downloadKind, photoPlaceHolds, photoPlaceNames, type StudioPackage } from '@shutterday/domain';
import { photoAreaCoords, photoAreaOf, photoAreaProblem, PRINT_ITEM_NEEDS_PHOTO, productLayout, TEXT_SOURCES, textSourceChoice, textSourceOf, type CatalogItemRecord, type PackageCreate, type PhotoArea } from '@shutterday/domain/staff';
import * as v from 'valibot';

type ImageNode = PackageCreate['items'][number]['imageNodes'][number];
type TextNode = PackageCreate['items'][number]['textNodes'][number];

const money = (message: string) => v.pipe(v.string(), v.check((s) => dollarsTextToCents(s) !== null, message));

/** A photo's place on the print as typed (% of the print), or the whole print. */
const AreaValues = v.pipe(
  v.object({ whole: v.boolean(), left: v.string(), top: v.string(), width: v.string(), height: v.string() }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value.whole) return;
    const problem = photoAreaProblem(areaNumbers(dataset.value));
    if (problem) addIssue({ message: problem, path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'width', value: dataset.value.width }] });
  }),
);
export type AreaValues = v.InferOutput<typeof AreaValues>;

const label = v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required'), v.maxLength(60, 'Use at most 60 characters'));

/**
 * What a photo place holds: the child's own photo or the group photo; "fixed" is a static place of a saved
 * package (the form never makes one), kept as it is. The form names the places itself (`photoPlaceNames`).
 */
export const PHOTO_HOLDS = ['child', 'group', 'fixed'] as const;
export type PhotoHolds = (typeof PHOTO_HOLDS)[number];

const PhotoValues = v.object({
  holds: v.picklist(PHOTO_HOLDS),
  area: AreaValues,
  /** The saved photo place, so what the form does not show (a fixed photo's name, its own product) survives an edit. */
  saved: v.any(),
});
const TextValues = v.object({
  name: label,
  source: v.picklist(TEXT_SOURCES.map((choice) => choice.value)),
  field: v.pipe(v.string(), v.maxLength(60, 'Use at most 60 characters')),
  saved: v.any(),
});

const ItemValues = v.pipe(v.object({
  productCode: v.pipe(v.string(), v.nonEmpty('Pick a product')),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required'), v.maxLength(120, 'Use at most 120 characters')),
  quantity: v.pipe(v.string(), v.regex(/^[1-9]\d?$/, 'Use a whole number from 1 to 99')),
  /** Where the photos go unless a photo has a place of its own. */
  area: AreaValues,
  photos: v.pipe(v.array(PhotoValues), v.maxLength(10, 'Use at most 10 photos')),
  texts: v.pipe(v.array(TextValues), v.maxLength(10, 'Use at most 10 texts')),
}),
  // The server's rule (PackageItemInput), said where the photos are chosen.
  v.forward(v.check((item) => productLayout(item.productCode) === null || item.photos.some((photo) => photo.holds !== 'fixed'), PRINT_ITEM_NEEDS_PHOTO), ['photos']),
);
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

const WHOLE: AreaValues = { whole: true, left: '0', top: '0', width: '100', height: '100' };
export const emptyPhoto = (holds: PhotoHolds = 'child') => ({ holds, area: { ...WHOLE }, saved: null });
export const emptyText = () => ({ name: 'Name', source: 'fullName' as const, field: '', saved: null });
export const emptyItem = (): ItemValues => ({ productCode: '', name: '', quantity: '1', area: { ...WHOLE }, photos: [], texts: [] });
export const EMPTY_PACKAGE: PackageFormValues = { name: '', altName: '', altDescription: '', retailCost: '', addonType: 'standard', requiredMinPrice: '', items: [emptyItem()] };

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

function areaNumbers(area: Pick<AreaValues, 'left' | 'top' | 'width' | 'height'>): PhotoArea {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  return { left: number(area.left), top: number(area.top), width: number(area.width), height: number(area.height) };
}

/** The area typed, as the drawing and the API read it (null: the whole print). */
export const areaOf = (area: AreaValues): PhotoArea | null => (area.whole ? null : areaNumbers(area));

/** Saved coordinates as the form shows them; unreadable ones show as the whole print (which is how they print). */
function areaValues(coords: string | null | undefined): AreaValues {
  const area = photoAreaOf(coords);
  if (area === null || area === 'unreadable') return { ...WHOLE };
  return { whole: false, left: String(area.left), top: String(area.top), width: String(area.width), height: String(area.height) };
}

/** How the form and its drawing call a photo place. */
export function photoLabel(holds: PhotoHolds, saved?: unknown): string {
  if (holds === 'fixed') return (saved as { name?: string } | null)?.name ?? 'Fixed picture';
  return holds === 'group' ? 'Group photo' : "Child's photo";
}

/** A saved place as the form shows it: what it holds by the domain's reading of its name. */
function holdsOf(node: { name: string; static: boolean }): PhotoHolds {
  return photoPlaceHolds(node) ?? 'fixed';
}

function imageNodes(item: ItemValues): ImageNode[] {
  // A download of one photo has the child's place the parent chooses from; a download of every photo none.
  const kind = downloadKind(item.productCode);
  if (kind === 'one-photo') return [{ name: 'image1', static: false, productCode: null, positionCoords: null }];
  if (kind === 'all-photos') return [];
  const chosen = item.photos.filter((photo) => photo.holds !== 'fixed');
  const names = photoPlaceNames(chosen.map((photo) => ({ holds: photo.holds as Exclude<PhotoHolds, 'fixed'>, name: (photo.saved as { name?: string } | null)?.name })));
  return item.photos.map((photo) => ({
    static: false,
    productCode: null,
    ...(photo.saved as Partial<ImageNode> | null),
    name: photo.holds === 'fixed' ? photoLabel('fixed', photo.saved) : names[chosen.indexOf(photo)]!,
    positionCoords: photoAreaCoords(areaOf(photo.area)),
  }));
}

function textNodes(item: ItemValues): TextNode[] {
  return item.texts.map((text) => ({
    value: null,
    editable: true,
    altDataSource: null,
    obscure: false,
    ...(text.saved as Partial<TextNode> | null),
    name: text.name.trim(),
    dataSource: textSourceOf(text.source, text.field),
  }));
}

/** A package item started from a catalogue item: its product, name, places and texts (the quantity kept). */
export function itemFromCatalog(item: CatalogItemRecord, quantity = '1'): ItemValues {
  return {
    productCode: item.productCode,
    name: item.name,
    quantity,
    area: areaValues(item.positionCoords),
    photos: item.photos.map((photo) => ({ holds: holdsOf({ name: photo.name, static: false }), area: areaValues(photo.positionCoords), saved: null })),
    texts: item.texts.map((text) => ({ name: text.name, ...textSourceChoice(text.dataSource), saved: null })),
  };
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
      positionCoords: photoAreaCoords(areaOf(item.area)),
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
      quantity: String(item.quantity),
      area: areaValues(item.positionCoords),
      photos: item.imageNodes.map(({ name, static: isStatic, positionCoords, productCode }) => ({ holds: holdsOf({ name, static: isStatic }), area: areaValues(positionCoords), saved: { name, static: isStatic, productCode } })),
      texts: item.textNodes.map(({ name, value, editable, dataSource, altDataSource, obscure }) => ({ name, ...textSourceChoice(dataSource), saved: { value, editable, altDataSource, obscure } })),
    })),
  };
}
