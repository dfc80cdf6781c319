export * from './refund-split';
