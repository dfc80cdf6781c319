import {
  normalizeRotation, orderingAddonContext, removeCartPackage, setCartPackageQuantity, type CartMutationResult, type CartPackageUpdateParsed, type ImageNodeUpdateParsed,
  type TextNodeUpdateParsed,
} from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../../http/http-error';
import { cartLinesRepository, cartNodesRepository, type ImageNodePatch } from '../repositories/cart-lines';
import { jobOfferRepository } from '../repositories/job-offer';
import { applyChange, changeCart, requireCart, revalidate, type ScopeState } from './cart-scope';
import { assertPreorderAnswers } from './preorder-answers';
import { checkImage, cleanText, cropOf, GENERIC_ERROR, loadSubjectImages } from './package-input';
import type { CartRef } from './tokens';

type UpdateInput = CartPackageUpdateParsed;
type ImageInput = ImageNodeUpdateParsed;
type TextInput = TextNodeUpdateParsed;

export const LINE_NOT_FOUND = 'This item is no longer in your cart';

/** PATCH cartpackages/{id}: quantity through the domain (0 removes), green screen, data fields; then add-ons re-checked. */
export function updateCartPackage(app: FastifyInstance, cart: CartRef, lineId: number, input: UpdateInput): Promise<CartMutationResult> {
  return changeCart(app, cart, undefined, async (state) => {
    const row = requireCart(state.row);
    const { tx } = state;
    const loaded = await state.load(row);
    if (!loaded.cart.cartPackages.some((p) => p.id === lineId)) throw notFound(LINE_NOT_FOUND);
    if (input.greenScreenBackgroundId !== undefined) {
      if (input.greenScreenBackgroundId !== null && !(await jobOfferRepository.offersGreenScreen(tx, cart.jobId, input.greenScreenBackgroundId))) throw badRequest(GENERIC_ERROR);
      await cartLinesRepository.update(tx, lineId, { greenScreenBackgroundId: input.greenScreenBackgroundId });
    }
    if (input.dataFields !== undefined) {
      assertPreorderAnswers(state.job.job.preorderFields, row.orderMethod, input.dataFields);
      await cartLinesRepository.update(tx, lineId, { dataFields: input.dataFields });
    }
    if (input.quantity === undefined) return { ...(await revalidate(state, row)), cartPackageId: lineId };
    const change = setCartPackageQuantity((await state.load(row)).cart, lineId, input.quantity, orderingAddonContext(row.orderMethod));
    if (input.quantity === 0) return applyChange(tx, row, change, [lineId]);
    await cartLinesRepository.update(tx, lineId, { quantity: input.quantity });
    return { ...(await applyChange(tx, row, change)), cartPackageId: lineId };
  });
}

/** DELETE cartpackages/{id}: the last standard takes the add-ons and the cart with it (spec §4). */
export function deleteCartPackage(app: FastifyInstance, cart: CartRef, lineId: number): Promise<CartMutationResult> {
  return changeCart(app, cart, undefined, async (state) => {
    const row = requireCart(state.row);
    const loaded = await state.load(row);
    if (!loaded.cart.cartPackages.some((p) => p.id === lineId)) throw notFound(LINE_NOT_FOUND);
    return applyChange(state.tx, row, removeCartPackage(loaded.cart, lineId, orderingAddonContext(row.orderMethod)), [lineId]);
  });
}

/** The cart line a node belongs to, checked to be in this cart. */
async function lineOfItem(state: ScopeState, cartId: number, itemId: number) {
  const line = await cartLinesRepository.lineOfItem(state.tx, cartId, itemId);
  if (!line) throw notFound(LINE_NOT_FOUND);
  return line;
}

/** PATCH cartpackageitems/text-nodes/{id} */
export function updateTextNode(app: FastifyInstance, cart: CartRef, nodeId: number, input: TextInput): Promise<CartMutationResult> {
  return changeCart(app, cart, undefined, async (state) => {
    const row = requireCart(state.row);
    const node = await cartNodesRepository.findTextNode(state.tx, nodeId);
    if (!node) throw notFound(LINE_NOT_FOUND);
    const line = await lineOfItem(state, row.id, node.cartPackageItemId);
    await cartNodesRepository.setText(state.tx, nodeId, cleanText(input.value));
    return { cartPackageId: line.id };
  });
}

/** PATCH cartpackageitems/image-nodes/{id}: crop (rounded), rotation (0–359), and images of this subject only. */
export function updateImageNode(app: FastifyInstance, cart: CartRef, nodeId: number, input: ImageInput): Promise<CartMutationResult> {
  return changeCart(app, cart, undefined, async (state) => {
    const row = requireCart(state.row);
    const node = await cartNodesRepository.findImageNode(state.tx, nodeId);
    if (!node) throw notFound(LINE_NOT_FOUND);
    const line = await lineOfItem(state, row.id, node.cartPackageItemId);
    const owner = await loadSubjectImages(state.tx, cart.jobId, line.subjectId);
    const patch: ImageNodePatch = {};
    if (input.cropDimensions !== undefined) patch.cropDimensions = cropOf(input.cropDimensions as never);
    if (input.frontendCropDimensions !== undefined) patch.frontendCropDimensions = cropOf(input.frontendCropDimensions);
    if (input.rotation !== undefined) patch.rotation = normalizeRotation(input.rotation);
    if (input.subjectImageId !== undefined) patch.subjectImageId = checkImage(owner, input.subjectImageId, 'individual');
    if (input.groupImageId !== undefined) patch.groupImageId = checkImage(owner, input.groupImageId, 'group');
    await cartNodesRepository.updateImageNode(state.tx, nodeId, patch);
    return { cartPackageId: line.id };
  });
}
