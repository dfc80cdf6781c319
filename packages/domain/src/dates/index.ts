export * from './format';
export * from './bounds';
