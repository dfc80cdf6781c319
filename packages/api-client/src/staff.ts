// The staff side's calls (studio admin, organization editor, system admin, the account pages): an entry
// of its own, like @shutterday/domain/staff, so the customer pages do not load them. Each file imports
// the HTTP client, query keys and helpers from '@shutterday/api-client', the shared singleton, so a
// remote that bundles this entry still uses the one client (its token refresh, maintenance handler).
export * from './endpoints/account';
export * from './endpoints/admin-configuration';
export * from './endpoints/admin-features';
export * from './endpoints/admin-galleries-processing';
export * from './endpoints/admin-logs';
export * from './endpoints/admin-platform-catalog';
export * from './endpoints/admin-products';
export * from './endpoints/admin-reports';
export * from './endpoints/admin-studios';
export * from './endpoints/admin-system';
export * from './endpoints/admin-users';
export * from './endpoints/studio-admin-users';
export * from './endpoints/defined-fields';
export * from './endpoints/admin-taxes';
export * from './endpoints/studio-admin-catalog';
export * from './endpoints/studio-admin-greenscreens';
export * from './endpoints/studio-admin-image-lookups';
export * from './endpoints/studio-admin-job-catalog';
export * from './endpoints/studio-admin-job-notifications';
export * from './endpoints/studio-admin-job-orders';
export * from './endpoints/studio-admin-job-print';
export * from './endpoints/studio-admin-fulfilment';
export * from './endpoints/studio-admin-job-settings';
export * from './endpoints/studio-admin-job-writes';
export * from './endpoints/studio-admin-jobs';
export * from './endpoints/studio-admin-organization-defaults';
export * from './endpoints/studio-admin-organizations';
export * from './endpoints/studio-admin-reports';
export * from './endpoints/studio-admin-studio';
export * from './endpoints/studio-admin-payouts';
export * from './endpoints/studio-admin-subjects';
export * from './endpoints/workflows';
export * from './endpoints/studio-admin-entry';
export * from './endpoints/watermarks';
export * from './endpoints/admin-catalog-items';
export * from './endpoints/admin-remotes';
export * from './endpoints/admin-release-tokens';
