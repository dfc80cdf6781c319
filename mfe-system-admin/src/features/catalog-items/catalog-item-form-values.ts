import { CatalogItemCreate, photoAreaOf, textSourceChoice, textSourceOf, TEXT_SOURCES, type CatalogItemRecord, type PhotoArea } from '@shutterday/domain/staff';
import * as v from 'valibot';

/** What the item form holds: the domain's item, with each text's source as a choice (the child's name, a data field, typed). */
export const CatalogItemFormSchema = v.object({
  ...CatalogItemCreate.entries,
  texts: v.pipe(
    v.array(v.object({ name: v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required'), v.maxLength(60, 'Use at most 60 characters')), source: v.picklist(TEXT_SOURCES.map((choice) => choice.value)), field: v.pipe(v.string(), v.maxLength(60, 'Use at most 60 characters')) })),
    v.maxLength(10, 'Use at most 10 entries'),
  ),
});
export type CatalogItemFormValues = v.InferInput<typeof CatalogItemFormSchema>;

export const EMPTY_CATALOG_ITEM: CatalogItemFormValues = { name: '', productCode: '', positionCoords: null, photos: [{ name: 'Photo 1', positionCoords: null }], texts: [], tags: [] };

export function fromCatalogItem(item: CatalogItemRecord): CatalogItemFormValues {
  return { name: item.name, productCode: item.productCode, positionCoords: item.positionCoords, photos: item.photos, texts: item.texts.map((text) => ({ name: text.name, ...textSourceChoice(text.dataSource) })), tags: item.tags };
}

/** The API body (the domain schema trims, checks the places and keeps tags lower case, once each). */
export function toCatalogItemInput(values: CatalogItemFormValues): CatalogItemCreate {
  return v.parse(CatalogItemCreate, { ...values, texts: values.texts.map((text) => ({ name: text.name, dataSource: textSourceOf(text.source, text.field) })) });
}

/** A place typed in spec §3's format, as the drawing reads it (null: the whole print or not yet readable). */
export function placeOf(coords: string | null | undefined): PhotoArea | null {
  const area = photoAreaOf(coords);
  return area === 'unreadable' ? null : area;
}
