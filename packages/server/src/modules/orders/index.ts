// What other modules may use of the orders: a narrow surface, never the repositories' internals.
export { fulfilmentOrdersRepository, type FulfilmentListRow, type FulfilmentOrderRecord, type OrderLineRecord } from './repositories/fulfilment-orders';
export { countsAsPaid, isPaidOrder, isUnpaid, orderProduct, orderRevenue, revenueWith, statusIs, statusOf } from './repositories/money-sql';
export { ordersRepository } from './repositories/orders';
