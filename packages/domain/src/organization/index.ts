export * from './types';
export * from './contact';
export * from './name';
