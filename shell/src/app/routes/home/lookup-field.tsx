import type { InputHTMLAttributes } from 'react';
import type { FieldError } from 'react-hook-form';

interface LookupFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: FieldError;
}

/** A labelled input with its small error text (spec §8), in plain markup for the lean home page. */
export function LookupField({ id, label, error, ...input }: LookupFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="sd-home__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error?.message ? (
        <small id={errorId} className="sd-home__error">
          {error.message}
        </small>
      ) : null}
    </div>
  );
}
