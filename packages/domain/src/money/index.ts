export * from './cents';
export * from './format';
export * from './dollars-text';
