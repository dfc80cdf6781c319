export * from './errors';
export * from './resource';
export * from './catalog';
export * from './session';
