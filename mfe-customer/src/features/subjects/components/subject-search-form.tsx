import { checkSubjectSearch, type SubjectSearchQuery } from '@shutterday/domain';
import { useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { EMPTY_FIELDS, type SearchFields } from '../state/subject-search-atom';

export type SubjectSearchValues = v.InferInput<typeof SubjectSearchQuery>;

interface SubjectSearchFormProps {
  onSearch: (query: SubjectSearchValues, fields: SearchFields) => void;
  pending: boolean;
  /** The id of the words that explain the form (the page's lead). */
  describedBy?: string;
  /** What the boxes held before (the tab's storage after a reload). */
  initialFields?: SearchFields;
  /** Every keystroke, so the page can keep what is typed. */
  onFieldsChange?: (fields: SearchFields) => void;
}

export const SEARCH_HELP_ID = 'sdc-search-help';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const fieldsOf = (form: HTMLFormElement): SearchFields => {
  const data = new FormData(form);
  return { code: text(data, 'code'), firstName: text(data, 'firstName'), lastName: text(data, 'lastName') };
};

/**
 * Finds a child by the access code on their picture-day card, or by first AND last name (the
 * server's privacy rule, docs/server.md): a parent cannot browse other children by a partial name.
 * Three fields and one rule: a plain form checked by the domain, so the search page loads neither a form
 * library nor a valibot of its own (its JS budget, docs/performance.md).
 */
export function SubjectSearchForm({ onSearch, pending, describedBy, initialFields = EMPTY_FIELDS, onFieldsChange }: SubjectSearchFormProps) {
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = fieldsOf(event.currentTarget);
    const result = checkSubjectSearch(fields);
    setError(result.ok ? null : result.message);
    if (result.ok) onSearch(result.query, fields);
  };
  return (
    <form className="sdc-form" noValidate onSubmit={submit} onInput={(event) => onFieldsChange?.(fieldsOf(event.currentTarget))} aria-describedby={describedBy}>
      <label htmlFor="sdc-code">Access code</label>
      <input id="sdc-code" name="code" autoComplete="off" autoCapitalize="characters" maxLength={40} defaultValue={initialFields.code} />
      <p className="sdc-or">or</p>
      <label htmlFor="sdc-first">First name</label>
      <input id="sdc-first" name="firstName" autoComplete="off" maxLength={60} defaultValue={initialFields.firstName} />
      <label htmlFor="sdc-last">Last name</label>
      <input id="sdc-last" name="lastName" autoComplete="off" maxLength={60} defaultValue={initialFields.lastName} />
      {error && (
        <p className="sdc-field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="sdc-button" disabled={pending}>
        {pending ? 'Searching…' : 'Find photos'}
      </button>
    </form>
  );
}
