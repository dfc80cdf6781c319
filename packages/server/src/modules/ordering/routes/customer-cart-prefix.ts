import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cartTokenFor, readCartKey, type CartRef } from '../services/tokens';
import { customerCartServiceRoutes } from './cart-services';
import { customerCartRoutes } from './cart';
import { customerCheckoutRoutes } from './checkout';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the hook of the customer cart prefix; routes and services read this, never the header. */
    cart: CartRef;
  }
}

/**
 * preHandler (after validation, so a malformed job id still answers its own 400 first): the cart key
 * header is read once here — 400 when missing or malformed — and the request carries the cart it names.
 */
async function identifyCart(request: FastifyRequest): Promise<void> {
  const { jobId } = request.params as { jobId: number };
  request.cart = { jobId, token: cartTokenFor(readCartKey(request), jobId) };
}

/** `/api/customer` routes of the anonymous cart (cart, lines, services, checkout): each needs the cart key. */
export async function customerCartPrefix(app: FastifyInstance): Promise<void> {
  app.decorateRequest('cart', null as unknown as CartRef);
  app.addHook('preHandler', identifyCart);
  await app.register(customerCartRoutes);
  await app.register(customerCartServiceRoutes);
  await app.register(customerCheckoutRoutes);
}
