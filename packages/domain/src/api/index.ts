export * from './envelope';
export * from './auth';
export * from './studio';
export * from './organization';
export * from './job';
export * from './customer';
export * from './params';
export * from './resource';
export * from './ordering';
export * from './ordering-catalog';
export * from './ordering-checkout';
// The checkout rules (a new area) travel with the contracts that use them.
export * from '../checkout';
export * from './catalog';
export * from './print-preview';
