import { theme } from 'antd';
import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldErrorText } from '@shutterday/domain';
import { useRegisterFieldLabel } from './field-labels';

export interface FieldControlProps {
  id: string;
  name: string;
  value: unknown;
  onChange: (...event: unknown[]) => void;
  onBlur: () => void;
  ref: (instance: unknown) => void;
  disabled?: boolean;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  /** Renders the input; spread the props onto an antd input (they carry id, value, handlers and status). */
  children: (field: FieldControlProps) => ReactNode;
  help?: ReactNode;
}

/** With `criteriaMode: 'all'` a field may carry several messages; they show joined by commas (spec §8). */
function messageOf(error: FieldError | undefined): string {
  if (!error) return '';
  const all = error.types ? Object.values(error.types).flat().filter((m): m is string => typeof m === 'string') : [];
  return fieldErrorText(all.length > 0 ? all : (error.message ?? ''));
}

/** One field row for every react-hook-form form: label, control, help and the small error text. */
export function FormField<T extends FieldValues>({ control, name, label, children, help }: FormFieldProps<T>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  useRegisterFieldLabel(name, label);
  const message = messageOf(fieldState.error);
  const errorId = `${id}-error`;
  // The theme's secondary text: readable (AA) on the light theme's white and on the dark theme alike.
  const { token } = theme.useToken();
  return (
    <div className="sd-form-field" style={{ marginBottom: 16 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4, fontWeight: 500 }}>
        {label}
      </label>
      {children({
        id,
        name: field.name,
        value: field.value ?? '',
        onChange: field.onChange,
        onBlur: field.onBlur,
        ref: field.ref,
        disabled: field.disabled,
        status: message ? 'error' : undefined,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': message ? errorId : undefined,
      })}
      {help && !message ? <small style={{ display: 'block', color: token.colorTextSecondary }}>{help}</small> : null}
      {message ? (
        <small id={errorId} style={{ display: 'block', color: token.colorError, marginTop: 4 }}>
          {message}
        </small>
      ) : null}
    </div>
  );
}
