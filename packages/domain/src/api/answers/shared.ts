import * as v from 'valibot';
import { AddonType, ORGANIZATION_TYPES } from '../../catalog/constants';
import type { ImageNode, Package, PackageAddon, PackageItem, TextNode } from '../../cart/types';
import type { Crop } from '../../crop';
import type { PreorderField } from '../../job/preorder-fields';
import { PREORDER_FIELD_TYPES } from '../../job/preorder-fields';
import type { PreorderWindow } from '../../job/preorder-window';
import { OrderMethod } from '../../order-method/order-method';
import type { Address } from '../../organization';
import { answer, WholeNumber } from './envelope';

/** Parts that many answers share. */
export const Text = v.string();
export const NullableText = v.nullable(v.string());
export const NullableNumber = v.nullable(WholeNumber);

export const OrganizationTypeAnswer = v.picklist(ORGANIZATION_TYPES);
export const OrderMethodAnswer = v.picklist(Object.values(OrderMethod));
export const AddonTypeAnswer = v.picklist(Object.values(AddonType));

export const AddressAnswer = answer<Address>()(
  v.strictObject({ line1: NullableText, line2: NullableText, city: NullableText, state: NullableText, postalCode: NullableText, country: NullableText }),
);

export const PreorderWindowAnswer = answer<PreorderWindow>()(v.strictObject({ opensOn: NullableText, closesOn: NullableText }));

export const PreorderFieldAnswer = answer<PreorderField>()(
  v.strictObject({ name: Text, label: Text, required: v.boolean(), type: v.picklist(PREORDER_FIELD_TYPES), options: v.array(Text) }),
);

export const CropAnswer = answer<Crop>()(v.strictObject({ cropX: v.number(), cropY: v.number(), xMid: v.number(), yMid: v.number() }));

export const ImageNodeAnswer = answer<ImageNode>()(
  v.strictObject({
    id: WholeNumber,
    name: Text,
    static: v.boolean(),
    positionCoords: NullableText,
    productCode: NullableText,
    subjectImageId: NullableNumber,
    groupImageId: NullableNumber,
    replacementImageId: NullableNumber,
    cropDimensions: v.nullable(CropAnswer),
    frontendCropDimensions: v.nullable(CropAnswer),
    rotation: v.number(),
    imageThumbnailUrl: NullableText,
  }),
);

export const TextNodeAnswer = answer<TextNode>()(
  v.strictObject({
    id: WholeNumber,
    name: Text,
    value: NullableText,
    editable: v.boolean(),
    dataSource: NullableText,
    altDataSource: NullableText,
    obscure: v.boolean(),
    autoFilled: v.boolean(),
  }),
);

export const packageItemEntries = {
  id: WholeNumber,
  name: Text,
  altName: NullableText,
  allowConsumerCrop: v.boolean(),
  positionCoords: NullableText,
  productCode: NullableText,
  imageNodes: v.array(ImageNodeAnswer),
  textNodes: v.array(TextNodeAnswer),
};
export const PackageItemAnswer = answer<PackageItem>()(v.strictObject(packageItemEntries));

export const PackageAddonAnswer = answer<PackageAddon>()(
  v.strictObject({ id: WholeNumber, packageId: WholeNumber, type: AddonTypeAnswer, requiredMinPrice: NullableNumber, requiresStandard: v.boolean() }),
);

export const packageEntries = {
  id: WholeNumber,
  name: Text,
  altName: NullableText,
  altDescription: NullableText,
  retailCost: WholeNumber,
  items: v.array(PackageItemAnswer),
  packageAddon: v.nullable(PackageAddonAnswer),
};
export const PackageAnswer = answer<Package>()(v.strictObject(packageEntries));
