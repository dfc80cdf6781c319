import { valibotResolver } from '@hookform/resolvers/valibot';
import { SubjectSearchQuery } from '@shutterday/domain';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';

export type SubjectSearchValues = v.InferInput<typeof SubjectSearchQuery>;

interface SubjectSearchFormProps {
  onSearch: (query: SubjectSearchValues) => void;
  pending: boolean;
}

/**
 * Finds a child by the access code on their picture-day card, or by first AND last name (the
 * server's privacy rule, docs/server.md): a parent cannot browse other children by a partial name.
 */
export function SubjectSearchForm({ onSearch, pending }: SubjectSearchFormProps) {
  const { register, handleSubmit, formState } = useForm<SubjectSearchValues>({
    resolver: valibotResolver(SubjectSearchQuery),
    defaultValues: { code: '', firstName: '', lastName: '' },
  });
  // The "code or full name" rule spans fields, so the resolver reports it without a field name.
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const formError = errors['']?.message ?? errors.root?.message;
  return (
    <form className="sdc-form" noValidate onSubmit={(event) => void handleSubmit(onSearch)(event)} aria-describedby="sdc-search-help">
      <p id="sdc-search-help" className="sdc-lead">
        Enter the access code from your picture-day card, or your child's first and last name.
      </p>
      <label htmlFor="sdc-code">Access code</label>
      <input id="sdc-code" autoComplete="off" autoCapitalize="characters" {...register('code')} />
      <p className="sdc-or">or</p>
      <label htmlFor="sdc-first">First name</label>
      <input id="sdc-first" autoComplete="off" {...register('firstName')} />
      <label htmlFor="sdc-last">Last name</label>
      <input id="sdc-last" autoComplete="off" {...register('lastName')} />
      {formError && (
        <p className="sdc-field-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="sdc-button" disabled={pending}>
        {pending ? 'Searching…' : 'Find photos'}
      </button>
    </form>
  );
}
