export * from './product-codes';
export * from './constants';
