// One drizzle schema for both PGlite and PostgreSQL; one file per aggregate.
export * from './studios';
export * from './users';
export * from './organizations';
export * from './jobs';
export * from './subjects';
export * from './packages';
export * from './catalog';
export * from './carts';
export * from './orders';
export * from './promotions';
export * from './taxes';
export * from './system';
export * from './rate-counters';
export * from './workflows';
export * from './fulfilment';
export * from './watermarks';
export * from './catalog-items';
