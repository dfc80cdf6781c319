// What the rest of the server uses of payouts: the routes, and the checkout's guard and split.
export { payoutRoutes } from './routes/payouts';
export { providerWebhookRoutes } from './routes/webhooks';
export { chargeSplit, type ChargeSplit } from './services/charge-split';
