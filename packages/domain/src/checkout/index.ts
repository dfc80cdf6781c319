export * from './address';
export * from './shipping';
export * from './promo';
export * from './totals';
export * from './breakdown';
export * from './payment-method';
export * from './zip';
