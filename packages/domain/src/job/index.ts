export * from './availability';
export * from './yearbook';
