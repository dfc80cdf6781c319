import { CODE_INPUT_ATTRIBUTES, CODE_MESSAGES } from '@shutterday/domain/codes';
import { useId, useState, type FormEvent } from 'react';

interface NotifyBoxProps {
  /** Leaves the address for the child of the code; resolves to the studio's answer (the same for every code). */
  onSignUp: (body: { code: string; email: string }) => Promise<string>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Tell me when the photos are ready": a child's code (as printed on the camera card, any case, with or
 * without its dash) and an e-mail address, before the photos are online. Plain markup, like the code box.
 */
export function NotifyBox({ onSignUp }: NotifyBoxProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(CODE_MESSAGES.empty);
    if (!EMAIL.test(email.trim())) return setError('Type the e-mail address to send the news to.');
    setError(null);
    setBusy(true);
    onSignUp({ code: code.trim(), email: email.trim() }).then(
      (message) => setDone(message),
      () => setError('We could not save your address. Please try again in a moment.'),
    ).finally(() => setBusy(false));
  };
  if (done) return <p role="status" className="sdc-lead">{done}</p>;
  return (
    <form className="sdc-form" onSubmit={submit} noValidate aria-label="Tell me when the photos are ready">
      <h2 className="sdc-subtitle">Tell me when the photos are ready</h2>
      <label htmlFor={`${id}-code`}>Code on the card</label>
      <input id={`${id}-code`} value={code} {...CODE_INPUT_ATTRIBUTES} onChange={(event) => setCode(event.target.value)} />
      <label htmlFor={`${id}-email`}>Your e-mail</label>
      <input id={`${id}-email`} type="email" autoComplete="email" maxLength={254} value={email} onChange={(event) => setEmail(event.target.value)}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && (
        <p id={`${id}-error`} className="sdc-field-error">
          {error}
        </p>
      )}
      <button type="submit" className="sdc-button" disabled={busy}>
        Tell me
      </button>
    </form>
  );
}
