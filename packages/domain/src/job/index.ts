export * from './availability';
export * from './yearbook';
export * from './yearbook-ask';
export * from './parent-words';
export * from './new-job-defaults';
