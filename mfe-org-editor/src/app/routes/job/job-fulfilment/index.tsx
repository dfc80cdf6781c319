import { FulfilmentList } from '../../../../features/fulfilment/components/fulfilment-list';

/** `orders/batch`: the orders that ship to the school together. */
export const BatchOrdersRoute = () => <FulfilmentList shipping="batch" />;

/** `orders/individual`: the orders shipped to the parent's home. */
export const IndividualOrdersRoute = () => <FulfilmentList shipping="individual" />;
