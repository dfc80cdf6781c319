import { CartDeletedAnswer, CartDetailsAnswer, CartMutationResultAnswer, CartSummaryAnswer, dataAnswer } from '@shutterday/domain/answers';
import {
  CartPackageCreateRequest, CartPackageUpdateRequest, EntityId, ImageNodeUpdateRequest, OrderMethodQuery, TextNodeUpdateRequest, type CartSummary,
} from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../http/envelope';
import { typed } from '../../../http/type-provider';
import { addCartPackage, readAddKey } from '../services/add-package';
import { assembleCart, cartDetailsJson, emptyCartDetails } from '../services/cart-view';
import { deleteCartPackage, updateCartPackage, updateImageNode, updateTextNode } from '../services/edit-cart';
import { readCartScope } from '../services/cart-scope';
import { gateJob } from '../services/job-gate';
import { cartsRepository } from '../repositories/carts';

const tags = ['customer cart'];
const JobParams = v.object({ jobId: EntityId });
const ItemParams = v.object({ jobId: EntityId, id: EntityId });

/** The anonymous cart (`request.cart`, from the x-cart-key header): reads, lines, and the nodes of their items. */
export async function customerCartRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get('/jobs/:jobId/cart', { schema: { response: { 200: dataAnswer(CartSummaryAnswer) }, tags, summary: 'The cart in short (count, total, status)', params: JobParams, querystring: OrderMethodQuery } }, async (request) => {
    const { jobId } = request.params;
    const { row, contents } = await readCartScope(app.db, request.cart, request.query.orderMethod);
    if (!row) return ok<CartSummary>({ id: null, jobId, orderMethod: request.query.orderMethod ?? null, packageCount: 0, total: 0, status: 'open' });
    const { details } = assembleCart(row, contents, app.config.jwtSecret);
    const packageCount = details.cartPackages.reduce((sum, p) => sum + p.quantity, 0);
    return ok<CartSummary>({ id: row.id, jobId, orderMethod: row.orderMethod, packageCount, total: details.total, status: details.status });
  });

  app.get('/jobs/:jobId/cart/details', { schema: { response: { 200: dataAnswer(CartDetailsAnswer) }, tags, summary: 'The cart with its lines, items, nodes and services', params: JobParams, querystring: OrderMethodQuery } }, async (request, reply) => {
    const { jobId } = request.params;
    const { row, contents } = await readCartScope(app.db, request.cart, request.query.orderMethod);
    if (!row) return ok(emptyCartDetails(jobId, request.query.orderMethod ?? null));
    // Every cart page and step asks this again between two changes: the JSON of unchanged contents is kept.
    // Already JSON (built once per cart version), sent as is: the documented details, not a value to serialize.
    return reply.type('application/json; charset=utf-8').send(cartDetailsJson(row, contents, app.config.jwtSecret) as never);
  });

  app.delete('/jobs/:jobId/cart', { schema: { response: { 200: dataAnswer(CartDeletedAnswer) }, tags, summary: 'Empty the cart', params: JobParams } }, async (request) => {
    const { jobId, token } = request.cart;
    const deleted = await app.db.transaction(async (tx) => {
      const row = await cartsRepository.findByToken(tx, token, jobId, { lock: true });
      await gateJob(tx, jobId, row?.orderMethod);
      // A placed order keeps its cart row (orders point at it); only an open cart is deleted.
      if (!row || row.status === 'submitted') return false;
      await cartsRepository.delete(tx, row.id);
      return true;
    });
    return ok({ deleted });
  });

  app.post('/jobs/:jobId/cartpackages', { schema: { response: { 201: dataAnswer(CartMutationResultAnswer) }, tags, summary: 'Add a package for a subject', params: JobParams, body: CartPackageCreateRequest } }, async (request, reply) =>
    reply.code(201).send(ok(await addCartPackage(app, request.cart, request.body, readAddKey(request)))),
  );

  app.patch('/jobs/:jobId/cartpackages/:id', { schema: { response: { 200: dataAnswer(CartMutationResultAnswer) }, tags, summary: 'Change quantity (0 removes), green screen or data fields', params: ItemParams, body: CartPackageUpdateRequest } }, async (request) =>
    ok(await updateCartPackage(app, request.cart, request.params.id, request.body)),
  );

  app.delete('/jobs/:jobId/cartpackages/:id', { schema: { response: { 200: dataAnswer(CartMutationResultAnswer) }, tags, summary: 'Remove a package (the last standard takes the add-ons and the cart)', params: ItemParams } }, async (request) =>
    ok(await deleteCartPackage(app, request.cart, request.params.id)),
  );

  app.patch('/jobs/:jobId/cartpackageitems/text-nodes/:id', { schema: { response: { 200: dataAnswer(CartMutationResultAnswer) }, tags, summary: 'Set the text of a text node', params: ItemParams, body: TextNodeUpdateRequest } }, async (request) =>
    ok(await updateTextNode(app, request.cart, request.params.id, request.body)),
  );

  app.patch('/jobs/:jobId/cartpackageitems/image-nodes/:id', { schema: { response: { 200: dataAnswer(CartMutationResultAnswer) }, tags, summary: 'Set the image, crop and rotation of an image node', params: ItemParams, body: ImageNodeUpdateRequest } }, async (request) =>
    ok(await updateImageNode(app, request.cart, request.params.id, request.body)),
  );
}
