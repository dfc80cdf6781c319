import * as pglite from '@electric-sql/pglite';

// PGlite here is loaded once per jest worker, outside the test files' module registry
// (worker-environment.ts), while each test file runs in a realm of its own with its own `Date`. PGlite's
// serializers recognise a Date by `instanceof`, so a test file's Date would be refused as a date
// parameter ("Invalid input for date type") or sent through `toString()` as text. Each serializer is
// therefore handed a Date of PGlite's realm for a Date of any realm; what it then sends is the library's own.

const isDateOfAnotherRealm = (value: unknown): value is Date =>
  typeof value === 'object' && value !== null && !(value instanceof Date) && Object.prototype.toString.call(value) === '[object Date]';

type Serializer = (value: unknown) => string;

const realmSafeSerializers: Record<string | number, Serializer> = Object.fromEntries(
  Object.entries(pglite.types.serializers as Record<string, Serializer>).map(([type, serialize]) => [
    type,
    (value: unknown) => serialize(isDateOfAnotherRealm(value) ? new Date(value.getTime()) : value),
  ]),
);

type Options = pglite.PGliteOptions;

function withSerializers(options: Options = {}): Options {
  return { ...options, serializers: { ...realmSafeSerializers, ...options.serializers } };
}

/** PGlite taking the test files' Dates as its own; otherwise the library as published. */
export class PGlite extends pglite.PGlite {
  constructor(dataDir?: string, options?: Options);
  constructor(options?: Options);
  constructor(dataDirOrOptions?: string | Options, options?: Options) {
    if (typeof dataDirOrOptions === 'string') super(dataDirOrOptions, withSerializers(options));
    else super(withSerializers(dataDirOrOptions));
  }
}

/** `@electric-sql/pglite` as the test files see it (pglite.cjs). */
export const pgliteForTests: typeof pglite = { ...pglite, PGlite };
