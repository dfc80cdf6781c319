export * from './status';
export * from './lab-export';
export * from './ship-to';
export * from './batch-groups';
export * from './photo-name';
