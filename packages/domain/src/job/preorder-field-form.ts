import * as v from 'valibot';
import { MESSAGES } from '../validation/messages';
import { PREORDER_FIELD_TYPES, type PreorderField } from './preorder-fields';

/** A choice field's answers as staff type them: one per line, blank lines dropped. */
export const answersFromLines = (text: string): string[] => text.split('\n').map((line) => line.trim()).filter(Boolean);

/** A field's key from its question ("T-shirt size" → t_shirt_size), offered while the key is blank. */
export const nameFromLabel = (label: string): string => label.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^[^a-z]+|_+$/g, '').slice(0, 40);

/**
 * One preorder field as a staff form holds it (a job's prefields, a defined field): the answers as lines of
 * text. The server checks the full rules again; these catch the usual slips before a round trip.
 */
export const PreorderFieldRow = v.pipe(
  v.object({
    label: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(120, 'Use at most 120 characters')),
    name: v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.required), v.maxLength(40, 'Use at most 40 characters'), v.regex(/^[a-z][a-z0-9_]*$/, 'Start with a letter; use a-z, 0-9 and _ only')),
    required: v.boolean(),
    type: v.picklist(PREORDER_FIELD_TYPES),
    options: v.string(),
  }),
  v.forward(v.check((f) => f.type === 'text' || answersFromLines(f.options).length >= 2, 'A choice field needs at least two answers, one per line'), ['options']),
);
export type PreorderFieldRow = v.InferOutput<typeof PreorderFieldRow>;

export const EMPTY_PREORDER_FIELD_ROW: PreorderFieldRow = { label: '', name: '', required: false, type: 'text', options: '' };

export const toPreorderFieldRow = ({ name, label, required, type, options }: PreorderField): PreorderFieldRow => ({ name, label, required, type, options: options.join('\n') });

export const fromPreorderFieldRow = (row: PreorderFieldRow): PreorderField => ({
  name: row.name.trim(), label: row.label.trim(), required: row.required, type: row.type, options: row.type === 'choice' ? answersFromLines(row.options) : [],
});
