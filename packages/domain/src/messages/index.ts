export * from './errors';
export * from './resource';
