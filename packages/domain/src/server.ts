// What only the server reads: the database's conflict sentences and the print preview's query parser.
// A subpath of its own (`@shutterday/domain/server`), so no page carries them.
export * from './messages/conflicts';
export * from './api/print-preview-query';
export * from './api/code-lookup';
export * from './permissions/route-restrictions';
export * from './text/export-file-name';
export * from './releases/compatibility';
export * from './releases/facade-names';
export * from './releases/page-budgets';
