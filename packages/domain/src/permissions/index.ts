export * from './permission';
export * from './verification';
export * from './features';
export * from './token-claims';
export * from './abilities';
