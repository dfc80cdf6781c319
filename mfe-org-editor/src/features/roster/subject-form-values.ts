import { type StudioSubject, type SubjectCreate } from '@shutterday/domain/staff';
import * as v from 'valibot';

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `Use at most ${max} characters`));
const required = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required'), v.maxLength(max, `Use at most ${max} characters`));

/** What the subject form holds (text as typed; the group as its id or none). The server's SubjectCreate rules still apply. */
export const SubjectFormSchema = v.object({
  firstName: required(120),
  lastName: required(120),
  groupId: v.nullable(v.number()),
  accessCode: v.pipe(text(40), v.check((code) => code === '' || /^[A-Za-z0-9-]{4,40}$/.test(code), 'Use 4 to 40 letters, digits or dashes')),
  externalId: text(40),
});
export type SubjectFormValues = v.InferOutput<typeof SubjectFormSchema>;

export const EMPTY_SUBJECT: SubjectFormValues = { firstName: '', lastName: '', groupId: null, accessCode: '', externalId: '' };

export const fromSubject = (subject: StudioSubject): SubjectFormValues => ({
  firstName: subject.firstName, lastName: subject.lastName, groupId: subject.groupId, accessCode: subject.accessCode ?? '', externalId: subject.externalId ?? '',
});

/** The form's values as the API's input; the subject's data fields are kept as they are. */
export function toSubjectInput(values: SubjectFormValues, fields: StudioSubject['fields'] = []): SubjectCreate {
  return {
    firstName: values.firstName.trim(), lastName: values.lastName.trim(), groupId: values.groupId,
    accessCode: values.accessCode.trim() === '' ? null : values.accessCode.trim().toUpperCase(),
    externalId: values.externalId.trim() === '' ? null : values.externalId.trim(), fields,
  };
}
