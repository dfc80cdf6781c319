export * from './availability';
export * from './yearbook';
export * from './yearbook-ask';
export * from './parent-words';
export * from './new-job-defaults';
export * from './preorder-window';
export * from './preorder-fields';
