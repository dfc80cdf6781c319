/**
 * Where a paid order is on its way to the parent (docs/print.md "Fulfilment"). The payment's own state
 * (paid, refunded, cancelled) is `OrderStatus`; this one only moves while the order stays paid.
 */
export const FULFILMENT_STATUSES = ['paid', 'in_production', 'shipped', 'delivered'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

export const FULFILMENT_STATUS_LABELS: Record<FulfilmentStatus, string> = {
  paid: 'Paid',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

/**
 * The moves a studio may make. Forward one step at a time; "In production" can go back to "Paid" (a batch
 * sent to the lab by mistake), while "Shipped" is never undone: the parent was told.
 */
const MOVES: Record<FulfilmentStatus, readonly FulfilmentStatus[]> = {
  paid: ['in_production'],
  in_production: ['paid', 'shipped'],
  shipped: ['delivered'],
  delivered: [],
};

export const nextFulfilmentStatuses = (from: FulfilmentStatus): readonly FulfilmentStatus[] => MOVES[from];

export interface Shipment {
  carrier: string;
  trackingNumber: string;
}

export interface FulfilmentOrder {
  orderNumber: string;
  /** The payment's state: only a paid order is fulfilled. */
  orderStatus: 'paid' | 'refunded' | 'cancelled';
  fulfilmentStatus: FulfilmentStatus;
}

export type FulfilmentMove = { ok: true; unchanged: boolean } | { ok: false; message: string };

export const SHIPMENT_REQUIRED_MESSAGE = 'Shipping needs the carrier and the tracking number';

/** Whether `order` may move to `to`; an order already there is left as it is (a repeated click changes nothing). */
export function checkFulfilmentMove(order: FulfilmentOrder, to: FulfilmentStatus, shipment: Shipment | null): FulfilmentMove {
  if (order.orderStatus !== 'paid') return { ok: false, message: `Order ${order.orderNumber} is ${order.orderStatus}: it is not fulfilled` };
  if (order.fulfilmentStatus === to) return { ok: true, unchanged: true };
  if (!MOVES[order.fulfilmentStatus].includes(to)) {
    return { ok: false, message: `Order ${order.orderNumber} is ${FULFILMENT_STATUS_LABELS[order.fulfilmentStatus].toLowerCase()}: it cannot move to ${FULFILMENT_STATUS_LABELS[to].toLowerCase()}` };
  }
  if (to === 'shipped' && (!shipment || !shipment.carrier.trim() || !shipment.trackingNumber.trim())) return { ok: false, message: SHIPMENT_REQUIRED_MESSAGE };
  return { ok: true, unchanged: false };
}

/**
 * A move of several orders at once (a whole batch): all or nothing, so a batch never ends up half moved.
 * Answers the orders that change, or every refusal.
 */
export function checkFulfilmentMoves(orders: readonly FulfilmentOrder[], to: FulfilmentStatus, shipment: Shipment | null): { ok: true; changing: FulfilmentOrder[] } | { ok: false; messages: string[] } {
  const messages: string[] = [];
  const changing: FulfilmentOrder[] = [];
  for (const order of orders) {
    const move = checkFulfilmentMove(order, to, shipment);
    if (!move.ok) messages.push(move.message);
    else if (!move.unchanged) changing.push(order);
  }
  // One shipment message is enough, however many orders it concerns.
  return messages.length ? { ok: false, messages: [...new Set(messages)] } : { ok: true, changing };
}
