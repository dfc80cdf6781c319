import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** One labelled form row with its error, shared by every customer form (house style: no copied blocks). */
export function TextField({ label, registration, error, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="sdc-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} {...registration} />
      {error && (
        <p id={`${id}-error`} className="sdc-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
