export * from './envelope';
export * from './shared';
export * from './records';
export * from './platform';
export * from './job-settings';
export * from './staff';
export * from './customer';
export * from './cart';
