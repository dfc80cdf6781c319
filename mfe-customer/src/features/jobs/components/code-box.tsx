import { CODE_INPUT_ATTRIBUTES, CODE_MESSAGES } from '@shutterday/domain/codes';
import { useId, useState, type FormEvent } from 'react';

interface CodeBoxProps {
  /** Called with the code as typed (trimmed); the page decides where it leads. */
  onOpen: (code: string) => void;
}

/**
 * "Have a code?": the code of a camera card (a child's) or of a picture-day flyer (a job's), typed in any
 * case, with or without its dash. Plain markup: it sits on the studio's first page, inside the pages' budget.
 */
export function CodeBox({ onOpen }: CodeBoxProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return setError(CODE_MESSAGES.empty);
    setError(null);
    onOpen(typed);
  };
  return (
    <form className="sdc-form" onSubmit={submit} noValidate aria-label="Have a code?">
      <label htmlFor={id}>Have a code?</label>
      <input
        id={id}
        value={code}
        {...CODE_INPUT_ATTRIBUTES}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setCode(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="sdc-field-error">
          {error}
        </p>
      )}
      <button type="submit" className="sdc-button">
        Open
      </button>
    </form>
  );
}
