export * from './format';
export * from './bounds';
export * from './time-zone';
