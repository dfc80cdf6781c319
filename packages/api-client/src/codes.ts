// The "Have a code?" box's call, on a subpath of its own (`@shutterday/api-client/codes`): only the home page and a
// studio's landing page use it, so the other parent pages never load it.
export * from './endpoints/customer-codes';
