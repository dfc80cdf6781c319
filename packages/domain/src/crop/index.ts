export * from './aspect-ratio';
export * from './crop-values';
export * from './consumer-crop';
export * from './position-coords';
