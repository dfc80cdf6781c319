import {
  normalizeRotation, orderingAddonContext, removeCartPackage, setCartPackageQuantity, type CartMutationResult, type CartPackageUpdateParsed, type ImageNodeUpdateParsed,
  type TextNodeUpdateParsed,
} from '@shutterday/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cartImageNodes, cartPackageItems, cartPackages, cartTextNodes, jobGreenScreens } from '../../../db/schema';
import { badRequest, notFound } from '../../../http/http-error';
import { applyChange, changeCart, requireCart, revalidate } from './cart-scope';
import { assertPreorderAnswers } from './preorder-answers';
import { checkImage, cleanText, cropOf, GENERIC_ERROR, loadSubjectImages } from './package-input';

type UpdateInput = CartPackageUpdateParsed;
type ImageInput = ImageNodeUpdateParsed;
type TextInput = TextNodeUpdateParsed;

export const LINE_NOT_FOUND = 'This item is no longer in your cart';

/** PATCH cartpackages/{id}: quantity through the domain (0 removes), green screen, data fields; then add-ons re-checked. */
export function updateCartPackage(app: FastifyInstance, request: FastifyRequest, jobId: number, lineId: number, input: UpdateInput): Promise<CartMutationResult> {
  return changeCart(app, request, jobId, undefined, async (state) => {
    const row = requireCart(state.row);
    const { tx } = state;
    const loaded = await state.load(row);
    if (!loaded.cart.cartPackages.some((p) => p.id === lineId)) throw notFound(LINE_NOT_FOUND);
    if (input.greenScreenBackgroundId !== undefined) {
      if (input.greenScreenBackgroundId !== null) {
        const [linked] = await tx.select().from(jobGreenScreens).where(and(eq(jobGreenScreens.jobId, jobId), eq(jobGreenScreens.greenScreenBackgroundId, input.greenScreenBackgroundId)));
        if (!linked) throw badRequest(GENERIC_ERROR);
      }
      await tx.update(cartPackages).set({ greenScreenBackgroundId: input.greenScreenBackgroundId }).where(eq(cartPackages.id, lineId));
    }
    if (input.dataFields !== undefined) {
      assertPreorderAnswers(state.job.job.preorderFields, row.orderMethod, input.dataFields);
      await tx.update(cartPackages).set({ dataFields: input.dataFields }).where(eq(cartPackages.id, lineId));
    }
    if (input.quantity === undefined) return { ...(await revalidate(state, row)), cartPackageId: lineId };
    const change = setCartPackageQuantity((await state.load(row)).cart, lineId, input.quantity, orderingAddonContext(row.orderMethod));
    if (input.quantity === 0) return applyChange(tx, row, change, [lineId]);
    await tx.update(cartPackages).set({ quantity: input.quantity }).where(eq(cartPackages.id, lineId));
    return { ...(await applyChange(tx, row, change)), cartPackageId: lineId };
  });
}

/** DELETE cartpackages/{id}: the last standard takes the add-ons and the cart with it (spec §4). */
export function deleteCartPackage(app: FastifyInstance, request: FastifyRequest, jobId: number, lineId: number): Promise<CartMutationResult> {
  return changeCart(app, request, jobId, undefined, async (state) => {
    const row = requireCart(state.row);
    const loaded = await state.load(row);
    if (!loaded.cart.cartPackages.some((p) => p.id === lineId)) throw notFound(LINE_NOT_FOUND);
    return applyChange(state.tx, row, removeCartPackage(loaded.cart, lineId, orderingAddonContext(row.orderMethod)), [lineId]);
  });
}

/** The cart line a node belongs to, checked to be in this cart. */
async function lineOfItem(state: { tx: Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0] }, cartId: number, itemId: number) {
  const [row] = await state.tx
    .select({ line: cartPackages })
    .from(cartPackageItems)
    .innerJoin(cartPackages, eq(cartPackages.id, cartPackageItems.cartPackageId))
    .where(and(eq(cartPackageItems.id, itemId), eq(cartPackages.cartId, cartId)));
  if (!row) throw notFound(LINE_NOT_FOUND);
  return row.line;
}

/** PATCH cartpackageitems/text-nodes/{id} */
export function updateTextNode(app: FastifyInstance, request: FastifyRequest, jobId: number, nodeId: number, input: TextInput): Promise<CartMutationResult> {
  return changeCart(app, request, jobId, undefined, async (state) => {
    const row = requireCart(state.row);
    const [node] = await state.tx.select().from(cartTextNodes).where(eq(cartTextNodes.id, nodeId));
    if (!node) throw notFound(LINE_NOT_FOUND);
    const line = await lineOfItem(state, row.id, node.cartPackageItemId);
    await state.tx.update(cartTextNodes).set({ value: cleanText(input.value) }).where(eq(cartTextNodes.id, nodeId));
    return { cartPackageId: line.id };
  });
}

/** PATCH cartpackageitems/image-nodes/{id}: crop (rounded), rotation (0–359), and images of this subject only. */
export function updateImageNode(app: FastifyInstance, request: FastifyRequest, jobId: number, nodeId: number, input: ImageInput): Promise<CartMutationResult> {
  return changeCart(app, request, jobId, undefined, async (state) => {
    const row = requireCart(state.row);
    const [node] = await state.tx.select().from(cartImageNodes).where(eq(cartImageNodes.id, nodeId));
    if (!node) throw notFound(LINE_NOT_FOUND);
    const line = await lineOfItem(state, row.id, node.cartPackageItemId);
    const owner = await loadSubjectImages(state.tx, jobId, line.subjectId);
    const patch: Partial<typeof cartImageNodes.$inferInsert> = {};
    if (input.cropDimensions !== undefined) patch.cropDimensions = cropOf(input.cropDimensions as never);
    if (input.frontendCropDimensions !== undefined) patch.frontendCropDimensions = cropOf(input.frontendCropDimensions);
    if (input.rotation !== undefined) patch.rotation = normalizeRotation(input.rotation);
    if (input.subjectImageId !== undefined) patch.subjectImageId = checkImage(owner, input.subjectImageId, 'individual');
    if (input.groupImageId !== undefined) patch.groupImageId = checkImage(owner, input.groupImageId, 'group');
    if (Object.keys(patch).length) await state.tx.update(cartImageNodes).set(patch).where(eq(cartImageNodes.id, nodeId));
    return { cartPackageId: line.id };
  });
}
