/**
 * Preorder custom fields ("prefields"): questions a studio asks the parent when they order a package
 * (e.g. "Teacher", "T-shirt size"). They travel with the cart package as its dataFields (spec §7).
 */
export const PREORDER_FIELD_TYPES = ['text', 'choice'] as const;
export type PreorderFieldType = (typeof PREORDER_FIELD_TYPES)[number];

export interface PreorderField {
  /** The key sent as the data field's `name`: lower case letters, digits and _. */
  name: string;
  label: string;
  required: boolean;
  type: PreorderFieldType;
  /** The answers a `choice` field offers (empty for `text`). */
  options: string[];
}

/** At most this many fields per job, and options per choice field: a form a parent can fill on a phone. */
export const MAX_PREORDER_FIELDS = 20;
export const MAX_PREORDER_FIELD_OPTIONS = 30;

export interface DataFieldAnswer {
  name: string;
  value?: string | null;
}

/** The data field that carries the yearbook pose a parent chose: the id of the subject's photo. */
export const YEARBOOK_POSE_FIELD = 'yearbookPose';

/** An answer as a placed order keeps it (spec §3 dataFields: name and value). */
export interface OrderAnswer {
  name: string;
  value: string | null;
}

/** How staff read an answer's name: the job field's label, "Yearbook pose", or the name itself. */
export function answerLabel(name: string, fields: readonly Pick<PreorderField, 'name' | 'label'>[]): string {
  if (name === YEARBOOK_POSE_FIELD) return 'Yearbook pose';
  return fields.find((field) => field.name === name)?.label ?? name;
}

/**
 * What is wrong with a parent's answers to the job's fields: one message per required field left blank
 * and per choice answered with something it does not offer. Fields the job does not ask are ignored.
 */
export function preorderFieldProblems(fields: readonly PreorderField[], answers: readonly DataFieldAnswer[]): string[] {
  const problems: string[] = [];
  for (const field of fields) {
    const value = answers.find((answer) => answer.name === field.name)?.value?.trim() ?? '';
    if (value === '') {
      if (field.required) problems.push(`${field.label}: This field is required`);
    } else if (field.type === 'choice' && !field.options.includes(value)) {
      problems.push(`${field.label}: Choose one of the offered answers`);
    }
  }
  return problems;
}
