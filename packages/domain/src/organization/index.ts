export * from './types';
export * from './contact';
