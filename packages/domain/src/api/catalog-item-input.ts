import * as v from 'valibot';
import { photoAreaOf, photoAreaProblem } from '../print/photo-area';
import { MESSAGES } from '../validation/messages';
import { ProductCode } from './product-input';
import { RecordVersion } from './resource';

/**
 * The product catalogue's items (system admin → Product catalog → Items): what can be printed, ready for a
 * studio's package — a product (its code, so its size), the photos on the print with their places and the
 * texts it carries, tagged so that items are found by what they are for ("wallet", "team", "yearbook").
 */
export const CATALOG_LIMITS = { photos: 10, texts: 10, tags: 10, tag: 30 } as const;

const label = (max: number) => v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(max, `Use at most ${max} characters`));

/** A place in spec §3's coordinates (% of the print), inside the print; null or blank is the whole print. */
export const PlaceCoords = v.pipe(
  v.nullable(v.pipe(v.string(), v.maxLength(60, 'Use at most 60 characters'), v.trim())),
  v.transform((text) => (text === null || text === '' ? null : text)),
  v.check((text) => {
    if (text === null) return true;
    const area = photoAreaOf(text);
    return area !== null && area !== 'unreadable' && photoAreaProblem(area) === null;
  }, 'Write the place as four numbers in % of the print: from the left, from the top, width and height (e.g. 5 5 90 70), inside the print'),
);

/** A tag: lower case letters, digits, spaces and "-", as people search for it. */
export const CatalogTag = v.pipe(
  v.string(MESSAGES.required),
  v.maxLength(CATALOG_LIMITS.tag, `Use at most ${CATALOG_LIMITS.tag} characters`),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(MESSAGES.required),
  v.regex(/^[a-z0-9][a-z0-9 -]*$/, 'Use letters, digits, spaces and "-" in a tag'),
);

export const CatalogItemPhoto = v.strictObject({ name: label(60), positionCoords: PlaceCoords });
export const CatalogItemText = v.strictObject({
  name: label(60),
  /** fullName, firstName, lastName, a data field's name, or null: typed by the parent. */
  dataSource: v.nullable(v.pipe(v.string(), v.maxLength(60, 'Use at most 60 characters'), v.trim(), v.transform((text) => text || null))),
});

const list = <T extends v.GenericSchema>(item: T, max: number) => v.pipe(v.array(item), v.maxLength(max, `Use at most ${max} entries`));

export const CatalogItemCreate = v.strictObject({
  name: label(120),
  productCode: ProductCode,
  /** Where photos without a place of their own go. */
  positionCoords: PlaceCoords,
  photos: list(CatalogItemPhoto, CATALOG_LIMITS.photos),
  texts: list(CatalogItemText, CATALOG_LIMITS.texts),
  tags: v.pipe(list(CatalogTag, CATALOG_LIMITS.tags), v.transform((tags) => [...new Set(tags)].sort())),
});
export type CatalogItemCreate = v.InferOutput<typeof CatalogItemCreate>;
export const CatalogItemUpdate = v.strictObject({ ...CatalogItemCreate.entries, version: RecordVersion });
export type CatalogItemUpdate = v.InferOutput<typeof CatalogItemUpdate>;

export interface CatalogItemRecord {
  id: number;
  name: string;
  productCode: string;
  positionCoords: string | null;
  photos: Array<{ name: string; positionCoords: string | null }>;
  texts: Array<{ name: string; dataSource: string | null }>;
  tags: string[];
  version: number;
}

/** A tag with how many items carry it (Product catalog → Tags). */
export interface CatalogTagSummary {
  tag: string;
  items: number;
}

export const CATALOG_ITEM_MESSAGES = {
  unknownProduct: 'productCode: No product has this code; add it under Products first',
} as const;
