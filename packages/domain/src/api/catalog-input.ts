import * as v from 'valibot';
import { ADDON_TYPES, AddonType, downloadKind } from '../catalog';
import { productLayout } from '../print/product-layout';
import { photoPlaceHolds } from '../text/image-node-names';
import { MESSAGES } from '../validation';
import { EntityId } from './params';
import { RecordVersion } from './resource';

const name = (max: number) => v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(max, `Use at most ${max} characters`));
const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, `Use at most ${max} characters`))), null);
const wholeNumber = (min: number, max: number) =>
  v.pipe(v.number('This value must be a whole number'), v.integer('This value must be a whole number'), v.minValue(min, `This value must be at least ${min}`), v.maxValue(max, `This value must be at most ${max}`));
const flag = (fallback: boolean) => v.optional(v.boolean('This value must be true or false'), fallback);
const list = <T extends v.GenericSchema>(item: T, max: number) => v.optional(v.pipe(v.array(item), v.maxLength(max, `Use at most ${max} entries`)), []);

/** Money in cents: up to $100,000.00. */
export const Cents = wholeNumber(0, 10_000_000);

export const PackageImageNodeInput = v.strictObject({
  name: name(60),
  static: flag(false),
  positionCoords: optionalText(200),
  productCode: optionalText(40),
});

export const PackageTextNodeInput = v.strictObject({
  name: name(60),
  value: optionalText(200),
  editable: flag(true),
  dataSource: optionalText(60),
  altDataSource: optionalText(60),
  obscure: flag(false),
});

/** Why a printed package item is refused: it would print without a photo. */
export const PRINT_ITEM_NEEDS_PHOTO = "A print needs a photo: add the child's photo (or the group photo) to this item";

/**
 * A package item picked from the product catalogue by its productCode. A printed item must hold a photo
 * (a place `photoPlaceHolds` reads as the child's or the group's), or every print of it would be blank. A
 * download of one photo is given the child's place when it has none, so the parent chooses which photo
 * it delivers (spec §5 names it image1).
 */
export const PackageItemInput = v.pipe(
  v.strictObject({
    name: name(120),
    altName: optionalText(120),
    productCode: v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(40, 'Use at most 40 characters')),
    positionCoords: optionalText(200),
    quantity: v.optional(wholeNumber(1, 99), 1),
    allowConsumerCrop: flag(true),
    imageNodes: list(PackageImageNodeInput, 10),
    textNodes: list(PackageTextNodeInput, 10),
  }),
  v.forward(
    v.check((item) => productLayout(item.productCode) === null || item.imageNodes.some((node) => photoPlaceHolds(node) !== null), PRINT_ITEM_NEEDS_PHOTO),
    ['imageNodes'],
  ),
  v.transform((item) =>
    downloadKind(item.productCode) === 'one-photo' && !item.imageNodes.some((node) => photoPlaceHolds(node) === 'child')
      ? { ...item, imageNodes: [...item.imageNodes, { name: 'image1', static: false, positionCoords: null, productCode: null }] }
      : item,
  ),
);
export type PackageItemInput = v.InferOutput<typeof PackageItemInput>;

/**
 * The add-on rule of a package (spec §3, §5). Only addon_price has a threshold; every add-on needs a
 * standard package in the cart, so requiresStandard is true for add-ons and false for a standard package.
 */
export const PackageAddonInput = v.pipe(
  v.strictObject({
    type: v.picklist(ADDON_TYPES, MESSAGES.oneOf(ADDON_TYPES)),
    requiredMinPrice: v.optional(Cents, 0),
    requiresStandard: flag(true),
  }),
  v.transform((addon) => ({
    type: addon.type,
    requiredMinPrice: addon.type === AddonType.AddonPrice ? addon.requiredMinPrice : 0,
    requiresStandard: addon.type !== AddonType.Standard,
  })),
);

/** POST .../studios/{studioId}/packages. */
export const PackageCreate = v.strictObject({
  name: name(120),
  altName: optionalText(120),
  altDescription: optionalText(1000),
  retailCost: Cents,
  allowConsumerCrop: flag(true),
  addon: v.optional(PackageAddonInput, { type: AddonType.Standard, requiredMinPrice: 0, requiresStandard: false }),
  items: v.pipe(v.array(PackageItemInput), v.minLength(1, 'Add at least one item'), v.maxLength(20, 'Use at most 20 entries')),
});
export type PackageCreate = v.InferOutput<typeof PackageCreate>;
export type PackageCreateInput = v.InferInput<typeof PackageCreate>;
export const PackageUpdate = v.strictObject({ ...PackageCreate.entries, version: RecordVersion });
export type PackageUpdate = v.InferOutput<typeof PackageUpdate>;

/** POST .../package-sets; PUT .../package-sets/{packageSetId} (rename). */
export const PackageSetCreate = v.strictObject({ name: name(120) });
export type PackageSetCreate = v.InferOutput<typeof PackageSetCreate>;
export const PackageSetUpdate = v.strictObject({ ...PackageSetCreate.entries, version: RecordVersion });
export type PackageSetUpdate = v.InferOutput<typeof PackageSetUpdate>;

/** PUT .../package-sets/{packageSetId}/packages: the set's packages, in this order (add, remove, order in one). */
export const PackageSetPackagesUpdate = v.strictObject({
  packageIds: v.pipe(v.array(EntityId), v.maxLength(100, 'Use at most 100 entries'), v.check((ids) => new Set(ids).size === ids.length, 'A package can be in a set only once')),
  version: RecordVersion,
});
export type PackageSetPackagesUpdate = v.InferOutput<typeof PackageSetPackagesUpdate>;

const DISCOUNT_TYPES = ['percent', 'amount'] as const;
/** An ISO date-time (or date) or null. */
const DateTime = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40, 'Use at most 40 characters'), v.isoTimestamp('This value must be a date and time'))), null);
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
const PromoCode = v.pipe(name(40), v.regex(PROMO_CODE_PATTERN, 'Use letters, digits, - and _ only'), v.toUpperCase());

/** The discount of a coupon or a promotion: a percent 1–100 or an amount in cents. */
const discount = {
  discountType: v.picklist(DISCOUNT_TYPES, MESSAGES.oneOf(DISCOUNT_TYPES)),
  value: wholeNumber(1, 10_000_000),
};
const PERCENT_AT_MOST_100 = 'A percent is at most 100';
const END_AFTER_START = 'The end must be after the start';
type DiscountFields = { discountType: 'percent' | 'amount'; value: number; startsAt: string | null; endsAt: string | null };
const percentValid = (input: DiscountFields) => input.discountType !== 'percent' || input.value <= 100;
const datesValid = (input: DiscountFields) => !input.startsAt || !input.endsAt || Date.parse(input.startsAt) < Date.parse(input.endsAt);

const couponEntries = {
  code: PromoCode,
  ...discount,
  startsAt: DateTime,
  endsAt: DateTime,
  maxUses: v.optional(v.nullable(wholeNumber(1, 1_000_000)), null),
  /** null: studio-wide; otherwise only this job's checkout takes it. */
  jobId: v.optional(v.nullable(EntityId), null),
};
/** POST .../coupon-codes. */
export const CouponCodeCreate = v.pipe(
  v.strictObject(couponEntries),
  v.forward(v.check((input) => percentValid(input), PERCENT_AT_MOST_100), ['value']),
  v.forward(v.check((input) => datesValid(input), END_AFTER_START), ['endsAt']),
);
export type CouponCodeCreate = v.InferOutput<typeof CouponCodeCreate>;
export type CouponCodeCreateInput = v.InferInput<typeof CouponCodeCreate>;
const couponUpdateEntries = { ...couponEntries, version: RecordVersion };
export const CouponCodeUpdate = v.pipe(
  v.strictObject(couponUpdateEntries),
  v.forward(v.check((input) => percentValid(input), PERCENT_AT_MOST_100), ['value']),
  v.forward(v.check((input) => datesValid(input), END_AFTER_START), ['endsAt']),
);
export type CouponCodeUpdate = v.InferOutput<typeof CouponCodeUpdate>;

const promotionEntries = { code: PromoCode, name: name(120), ...discount, minimumTotal: v.optional(Cents, 0), startsAt: DateTime, endsAt: DateTime };
/** POST .../jobs/{jobId}/promotions. */
export const PromotionCreate = v.pipe(
  v.strictObject(promotionEntries),
  v.forward(v.check((input) => percentValid(input), PERCENT_AT_MOST_100), ['value']),
  v.forward(v.check((input) => datesValid(input), END_AFTER_START), ['endsAt']),
);
export type PromotionCreate = v.InferOutput<typeof PromotionCreate>;
export type PromotionCreateInput = v.InferInput<typeof PromotionCreate>;
const promotionUpdateEntries = { ...promotionEntries, version: RecordVersion };
export const PromotionUpdate = v.pipe(
  v.strictObject(promotionUpdateEntries),
  v.forward(v.check((input) => percentValid(input), PERCENT_AT_MOST_100), ['value']),
  v.forward(v.check((input) => datesValid(input), END_AFTER_START), ['endsAt']),
);
export type PromotionUpdate = v.InferOutput<typeof PromotionUpdate>;

/** PUT .../package-preferences: the studio's defaults for new jobs (docs/server.md "Catalog"). */
export const PackagePreferencesUpdate = v.strictObject({
  defaultPackageSetId: v.optional(v.nullable(EntityId), null),
  prepayAvailable: flag(true),
  galleryAvailable: flag(true),
  version: RecordVersion,
});
export type PackagePreferencesUpdate = v.InferOutput<typeof PackagePreferencesUpdate>;
