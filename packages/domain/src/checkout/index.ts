export * from './address';
export * from './shipping';
export * from './promo';
export * from './totals';
