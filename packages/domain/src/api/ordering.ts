import * as v from 'valibot';
import { CropSchema, type Crop } from '../crop';
import type { Cart, CartPackage } from '../cart';
import { MAX_CART_QUANTITY, INVALID_QUANTITY_MESSAGE } from '../cart';
import type { OrderAnswer } from '../job/preorder-fields';
import { ORDER_METHODS, type OrderMethod } from '../order-method';
import { EntityId } from './params';

/**
 * Customer ordering contracts: the cart (spec §7 "Customer"). The cart is anonymous: the browser keeps
 * a random cart key and sends it in {@link CART_KEY_HEADER} on every cart and checkout call; the server
 * finds the cart of that key and job. Prices never travel from the client: a body carrying `price` or
 * `total` is refused with 400, and every amount in an answer is recomputed from the catalogue.
 */

/** The header that carries the browser's cart key. */
export const CART_KEY_HEADER = 'x-cart-key';
/** Where the api-client keeps the cart key (local storage). */
export const CART_KEY_STORAGE_KEY = 'cartKey';
/** A cart key: 22–64 URL-safe characters (the api-client makes 32 random bytes, base64url). */
export const CART_KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
export const MISSING_CART_KEY_MESSAGE = 'A cart key is required (header x-cart-key)';

export const PRICE_FROM_CLIENT_MESSAGE = 'Prices are set by the studio and cannot be sent';
/** Rejects a client-sent amount with a clear 400 instead of silently ignoring it. */
export const NoClientAmount = v.optional(v.never(PRICE_FROM_CLIENT_MESSAGE));

export const OrderMethodSchema = v.picklist(ORDER_METHODS, `This value must be one of ${ORDER_METHODS.join(', ')}`);

/** `?orderMethod=` of the cart reads. */
export const OrderMethodQuery = v.object({ orderMethod: v.optional(OrderMethodSchema) });
export type OrderMethodQuery = v.InferOutput<typeof OrderMethodQuery>;

/** A cart line quantity: a whole number 0–99 (0 removes the line, spec §4); text is refused. */
export const CartQuantity = v.pipe(
  v.number(INVALID_QUANTITY_MESSAGE),
  v.integer(INVALID_QUANTITY_MESSAGE),
  v.minValue(0, INVALID_QUANTITY_MESSAGE),
  v.maxValue(MAX_CART_QUANTITY, INVALID_QUANTITY_MESSAGE),
);

const OptionalId = v.nullish(EntityId);
const ShortText = (max: number) => v.pipe(v.string(), v.maxLength(max, `Use at most ${max} characters`));

/** cropDimensions travels as a JSON string of a Crop, or as the object itself; null clears it. */
export const CropInput = v.nullish(
  v.union([CropSchema, v.pipe(v.string(), v.maxLength(200), v.parseJson(), CropSchema)], 'cropDimensions must be a crop (cropX, cropY, xMid, yMid in 0–100)'),
);
export const RotationInput = v.pipe(v.number('rotation must be a number'), v.finite(), v.minValue(-3600), v.maxValue(3600));

export const DataFieldInput = v.object({
  subjectId: EntityId,
  name: ShortText(100),
  value: v.nullish(ShortText(500)),
  templateId: OptionalId,
  optionId: OptionalId,
});

export const TextNodeInput = v.object({ packageItemTextNodeId: EntityId, value: v.nullable(ShortText(200)) });

export const ImageNodeInput = v.object({
  packageItemImageNodeId: EntityId,
  subjectImageId: OptionalId,
  groupImageId: OptionalId,
  replacementImageId: OptionalId,
  cropDimensions: CropInput,
  frontendCropDimensions: v.nullish(CropSchema),
  rotation: v.optional(RotationInput),
});

/**
 * POST /api/customer/jobs/{jobId}/cartpackages. `subjectToken` is the token the subject search granted
 * (see {@link SubjectMatch}); it proves the customer may order for this subject. Nodes left out are
 * filled by default (image1/image2 with the subject's images, text from the subject's data).
 */
export const CartPackageCreateRequest = v.object({
  packageId: EntityId,
  subjectId: EntityId,
  subjectToken: ShortText(300),
  orderMethod: OrderMethodSchema,
  quantity: v.optional(v.pipe(CartQuantity, v.minValue(1, INVALID_QUANTITY_MESSAGE)), 1),
  dataFields: v.optional(v.pipe(v.array(DataFieldInput), v.maxLength(50)), []),
  greenScreenBackgroundId: OptionalId,
  textNodes: v.optional(v.pipe(v.array(TextNodeInput), v.maxLength(100)), []),
  imageNodes: v.optional(v.pipe(v.array(ImageNodeInput), v.maxLength(100)), []),
  price: NoClientAmount,
});
export type CartPackageCreateRequest = v.InferInput<typeof CartPackageCreateRequest>;

/** PATCH .../cartpackages/{id}: quantity (0 removes), green screen, data fields. */
export const CartPackageUpdateRequest = v.object({
  quantity: v.optional(CartQuantity),
  greenScreenBackgroundId: OptionalId,
  dataFields: v.optional(v.pipe(v.array(DataFieldInput), v.maxLength(50))),
  price: NoClientAmount,
});
export type CartPackageUpdateRequest = v.InferInput<typeof CartPackageUpdateRequest>;

/** PATCH .../cartpackageitems/text-nodes/{id} (the id of the cart's text node). */
export const TextNodeUpdateRequest = v.object({ value: v.nullable(ShortText(200)) });
export type TextNodeUpdateRequest = v.InferInput<typeof TextNodeUpdateRequest>;

/** PATCH .../cartpackageitems/image-nodes/{id} (the id of the cart's image node). */
export const ImageNodeUpdateRequest = v.object({
  cropDimensions: CropInput,
  frontendCropDimensions: v.nullish(CropSchema),
  rotation: v.optional(RotationInput),
  subjectImageId: OptionalId,
  groupImageId: OptionalId,
});
export type ImageNodeUpdateRequest = v.InferInput<typeof ImageNodeUpdateRequest>;

/** GET .../cart: the light view (badge, guards). `id` is null until the first package is added. */
export interface CartSummary {
  id: number | null;
  jobId: number;
  orderMethod: OrderMethod | null;
  packageCount: number;
  total: number;
  /** 'submitted' once ordered; the api-client then starts a new cart key. */
  status: 'open' | 'submitted';
}

/**
 * GET .../cart/details: the domain Cart (id 0 while there is none) plus what the pages show. Image
 * thumbnails in the nodes are watermarked previews; amounts are cents recomputed by the server.
 */
export interface CartDetails extends Cart {
  orderMethod: OrderMethod | null;
  status: 'open' | 'submitted';
  /** totalForMethod of the domain for the cart's method. */
  total: number;
  incompleteCartPackageIds: number[];
  hasStandardPackage: boolean;
  /** Package names by package id, for the cart lines. */
  packageNames: Record<number, string>;
  /**
   * For a line's package the studio changed since the parent chose it: its package id → the id of the
   * package as it is now (the newest version, `replacesPackageId` followed). Absent when unchanged.
   */
  replacedBy: Record<number, number>;
  /** Each line's preorder answers and yearbook pose as the parent gave them, by cart line id (lines without any absent). */
  lineAnswers: Record<number, OrderAnswer[]>;
}

/** Every cart change answers the cart after the change and what the add-on rules removed. */
export interface CartMutationResult {
  cart: CartDetails;
  /** The line created or changed, when there is one. */
  cartPackageId: number | null;
  removedAddons: CartPackage[];
  /** The last standard package went, so the cart was deleted (spec §4). */
  cartDeleted: boolean;
}

/** POST .../cartOrderServices: a retouch for one subject of the cart (price from the catalogue). */
export const CartRetouchRequest = v.object({
  subjectId: EntityId,
  enabled: v.optional(v.boolean(), true),
  price: NoClientAmount,
});
export type CartRetouchRequest = v.InferInput<typeof CartRetouchRequest>;

/** POST .../cartOrderServices/presonalization (the API's spelling). Defaults: spec §9. */
export const CartPersonalizationRequest = v.object({
  subjectId: EntityId,
  enabled: v.optional(v.boolean(), true),
  nameOnAllPrints: v.optional(v.boolean()),
  yearOnAllPrints: v.optional(v.boolean()),
  nameOnWallets: v.optional(v.boolean()),
  nameOnAllWallets: v.optional(v.boolean()),
  yearOnAllWallets: v.optional(v.boolean()),
  nameToPrint: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, 'Use at most 60 characters'))),
  yearToPrint: v.optional(v.pipe(v.string(), v.maxLength(10), v.trim(), v.regex(/^\d{4}$/, 'The year must have four digits'))),
  price: NoClientAmount,
});
export type CartPersonalizationRequest = v.InferInput<typeof CartPersonalizationRequest>;

export type { Crop };

/** What the server's handlers receive once the schemas ran (defaults applied, crops parsed). */
export type ImageNodeInputParsed = v.InferOutput<typeof ImageNodeInput>;
export type CartPackageCreateParsed = v.InferOutput<typeof CartPackageCreateRequest>;
export type CartPackageUpdateParsed = v.InferOutput<typeof CartPackageUpdateRequest>;
export type TextNodeUpdateParsed = v.InferOutput<typeof TextNodeUpdateRequest>;
export type ImageNodeUpdateParsed = v.InferOutput<typeof ImageNodeUpdateRequest>;
export type CartRetouchParsed = v.InferOutput<typeof CartRetouchRequest>;
export type CartPersonalizationParsed = v.InferOutput<typeof CartPersonalizationRequest>;
