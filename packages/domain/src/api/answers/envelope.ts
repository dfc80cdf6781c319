import * as v from 'valibot';

/**
 * The answer schemas of the API, one per answer type the apps read. They document every answer in the OpenAPI
 * document and let the server's tests check each answer it sends; nothing serializes with them. They live on
 * a subpath of their own (@shutterday/domain/answers) so no app bundle carries them: the apps keep reading the
 * TypeScript types, and `answer<T>()` makes any difference between a schema and its type a compile error.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** `answer<Organization>()(v.strictObject({...}))`: refuses to compile unless the schema's output is exactly the type. */
export function answer<T>() {
  return <S extends v.GenericSchema>(schema: S, ..._drift: Same<v.InferOutput<S>, T> extends true ? [] : [schemaDiffersFromItsType: never]) => schema;
}

export const WholeNumber = v.pipe(v.number(), v.integer());
/** An instant as the API writes it: ISO 8601. */
export const Instant = v.pipe(v.string(), v.isoTimestamp());
/** A calendar date as the API writes it: YYYY-MM-DD. */
export const CalendarDate = v.pipe(v.string(), v.isoDate());

/** `{ data: ... }`: every successful answer with a body. */
export const dataAnswer = <S extends v.GenericSchema>(schema: S) => v.strictObject({ data: schema });

/** A page of a list (spec §3). */
export const pageOf = <S extends v.GenericSchema>(item: S) =>
  v.strictObject({ resultItems: v.array(item), currentPage: WholeNumber, pageSize: WholeNumber, totalRecords: WholeNumber });

export const pagedAnswer = <S extends v.GenericSchema>(item: S) => dataAnswer(pageOf(item));

/** `{ errors: [...] }`: every refusal and failure, at least one sentence for a person. */
export const ErrorsAnswer = v.strictObject({ errors: v.pipe(v.array(v.string()), v.minLength(1)) });
