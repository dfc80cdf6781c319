export * from './subject-fields';
export * from './import-key';
