export * from './permission';
export * from './verification';
export * from './token-claims';
