import * as v from 'valibot';
import { MESSAGES } from './messages';
import { isMissing, type MissingMode } from './missing';

type FormValues = Record<string, unknown>;
type Key<T> = keyof T & string;

/**
 * Object-level rules, put in the object's pipe: `v.pipe(v.object({...}), mustMatch('b', 'a'))`.
 * Each reports its message on one field, so react-hook-form shows it under that input and the
 * server's issue path names it. Like valibot's partialCheck it still runs while unrelated fields
 * are invalid (a form shows every error after one submit), but stays silent while a field it
 * reads has its own error.
 */
function fieldRule<T extends FormValues>(
  field: Key<T>,
  reads: ReadonlyArray<Key<T>>,
  evaluate: (values: T) => string | null,
) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (typeof dataset.value !== 'object' || dataset.value === null) return;
    // Untyped datasets carry the raw input; the object schema already ran, so it is a record.
    const values = dataset.value as T;
    const dirty = (dataset.issues ?? []).some((issue) => reads.includes(issue.path?.[0]?.key as Key<T>));
    if (dirty) return;
    const message = evaluate(values);
    if (message === null) return;
    addIssue({ message, path: [{ type: 'object', origin: 'value', input: values, key: field, value: values[field] }] });
  });
}

/** `field` must equal `other` ("This value doesn't match"), e.g. a password confirmation. */
export function mustMatch<T extends FormValues>(field: Key<T>, other: Key<T>) {
  return fieldRule<T>(field, [field, other], (values) => (values[field] === values[other] ? null : MESSAGES.match));
}

/** The conditionally required rule: `field` is required only while `condition(values)` holds. */
export function requiredWhen<T extends FormValues>(
  field: Key<T>,
  condition: (values: T) => boolean,
  options: { reads?: ReadonlyArray<Key<T>>; mode?: MissingMode } = {},
) {
  return fieldRule<T>(field, [field, ...(options.reads ?? [])], (values) =>
    condition(values) && isMissing(values[field], options.mode) ? MESSAGES.required : null,
  );
}

/**
 * The conditional wrapper: validate `field` with `schema` only while `condition(values)` holds,
 * and not at all otherwise (declare the field loosely in the object, e.g. `v.unknown()`). The
 * first issue's message is reported on the field.
 */
export function validateWhen<T extends FormValues>(
  field: Key<T>,
  condition: (values: T) => boolean,
  schema: v.GenericSchema,
  options: { reads?: ReadonlyArray<Key<T>> } = {},
) {
  return fieldRule<T>(field, [field, ...(options.reads ?? [])], (values) => {
    if (!condition(values)) return null;
    const result = v.safeParse(schema, values[field]);
    return result.success ? null : result.issues[0].message;
  });
}
