// What other modules may use of ordering: the steps an online order goes through (build the cart's lines under
// the add-on rule, price it, place it), so an order entered by the studio follows the very same rules.
export { assertAddonAllowed, lineItems } from './services/add-package';
export { fillImageNode, GENERIC_ERROR, loadSubjectImages } from './services/package-input';
export { ADDON_NEEDS_STANDARD } from './services/add-package';
export { loadCart, emptyCartDetails } from './services/cart-view';
export { createDownloadLinks } from './services/downloads';
export { priceCart } from './services/pricing';
export { placeOrder, type PaidCharge } from './services/place-order';
export { orderConfirmation } from './services/confirmation';
export { cartsRepository, type CartRow } from './repositories/carts';
export { cartLinesRepository } from './repositories/cart-lines';
export { paymentsRepository } from './repositories/payments';
export { placedOrdersRepository } from './repositories/placed-orders';
export { findOrderIdByNumber } from './services/confirmation';
export { gateJob } from './services/job-gate';
export { hmac, isValidSubjectToken, sameText, signSubjectToken } from './services/tokens';
