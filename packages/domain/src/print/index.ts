export * from './camera-card-code';
export * from './print-layout';
export * from './product-layout';
export * from './print-geometry';
export * from './print-text';
export * from './print-description';
export * from './print-request';
export * from './photo-area';
