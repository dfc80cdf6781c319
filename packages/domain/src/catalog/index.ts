export * from './product-codes';
export * from './constants';
export * from './package-name';
