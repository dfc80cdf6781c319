export * from './responsive-images';
