import { CODE_INPUT_ATTRIBUTES, CODE_MESSAGES } from '@shutterday/domain/codes';
import { useState, type FormEvent } from 'react';

export interface CodeFormProps {
  /** Resolves with the message to show when the code leads nowhere, or null once the page moves on. */
  onOpen: (code: string) => Promise<string | null>;
}

/** The home page's "Have a code?": a child's code from a camera card, or a job's code from a flyer. */
export function CodeFormView({ onOpen }: CodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return setError(CODE_MESSAGES.empty);
    setBusy(true);
    setError(await onOpen(typed));
    setBusy(false);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Have a code?">
      <div className="sd-home__field">
        <label htmlFor="home-code">Access code</label>
        <input
          id="home-code"
          value={code}
          {...CODE_INPUT_ATTRIBUTES}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'home-code-error' : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        {error ? (
          <small id="home-code-error" className="sd-home__error" role="alert">
            {error}
          </small>
        ) : null}
      </div>
      <button type="submit" className="sd-home__button" disabled={busy} aria-busy={busy}>
        {busy ? <span className="sd-home__spinner" aria-hidden="true" /> : null}
        Open
      </button>
    </form>
  );
}
