export * from './order-method';
