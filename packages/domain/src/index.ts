// Public surface of the domain package. Each area adds its own `export * from` line.
export * from './api';
export * from './money';
export * from './dates';
export * from './paging';
export * from './permissions';
export * from './validation';
export * from './order-method';
export * from './job';
export * from './catalog';
export * from './cart';
export * from './crop';
export * from './text';
export * from './ui';
export * from './messages';
export * from './session';
export * from './routing';
export * from './organization';
