export * from './permission';
export * from './verification';
