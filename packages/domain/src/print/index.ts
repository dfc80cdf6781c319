export * from './camera-card-code';
export * from './print-layout';
