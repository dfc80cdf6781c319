export * from './messages';
export * from './missing';
export * from './phone';
export * from './fields';
export * from './cross-field';
export * from './home-lookup';
export * from './bounded';
export * from './whole-number';
