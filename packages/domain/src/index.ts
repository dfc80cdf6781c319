// Public surface of the domain package. Each area adds its own `export * from` line.
export * from './api';
