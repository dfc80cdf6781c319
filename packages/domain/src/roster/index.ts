export * from './subject-fields';
export * from './import-key';
export * from './access-code';
