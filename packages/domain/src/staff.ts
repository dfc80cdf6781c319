// The staff side's rules and contracts (print, photos, roster, job settings, profile, organization defaults, job orders):
// a subpath of its own so the customer pages, which share the main entry as one module, do not carry them.
export * from './print';
export * from './photos';
export * from './roster';
export * from './api/print';
export * from './api/galleries-processing';
export * from './api/image-lookup';
export * from './api/profile';
export * from './api/job-settings';
export * from './api/subject';
export * from './api/subject-input';
export * from './api/organization-defaults';
export * from './api/catalog-input';
export * from './api/organization-input';
export * from './api/job-input';
export * from './job/new-job-defaults';
export * from './api/subject-import';
export * from './api/job-orders';
export * from './api/studio-reports';
export * from './api/shipping-option-input';
export * from './api/order-service-input';
export * from './api/platform-logs';
export * from './api/system-status';
export * from './api/user-input';
export * from './api/product-input';
export * from './api/order-errors';
export * from './api/defined-field-input';
export * from './job/preorder-field-form';
export * from './api/tax-rate-input';
export * from './api/platform-reports';
export * from './api/platform-configuration';
export * from './api/workflow-input';
export * from './fulfilment';
export * from './api/fulfilment';
<<<<<<< HEAD
export * from './refunds';
export * from './entry/payment-method';
export * from './api/entry';
export * from './payments/commission';
export * from './payments/payouts';
export * from './api/payouts';
=======
export * from './job/grade-options';
>>>>>>> wt-words
