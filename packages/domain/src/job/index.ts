export * from './availability';
export * from './yearbook';
export * from './yearbook-ask';
export * from './parent-words';
export * from './preorder-window';
export * from './preorder-fields';
