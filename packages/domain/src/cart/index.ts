export * from './types';
export * from './totals';
export * from './addons';
export * from './changes';
export * from './predictions';
export * from './completeness';
export * from './editable';
export * from './persisted';
