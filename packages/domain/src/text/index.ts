export * from './masking';
export * from './input-filter';
export * from './image-node-names';
export * from './field-aliases';
