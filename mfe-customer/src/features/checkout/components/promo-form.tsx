import { useId, useState, type FormEvent } from 'react';

interface PromoFormProps {
  applied: string | null;
  pending: boolean;
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** Apply or remove a promo code; an unknown or expired code is refused in the server's words. */
export function PromoForm({ applied, pending, error, onApply, onRemove }: PromoFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return setLocal('Enter a promo code');
    setLocal(null);
    onApply(code.trim());
  };
  const message = local ?? error;
  if (applied) {
    return (
      <p className="sdc-line__head">
        <span>Promo code {applied} applied</span>
        <button type="button" className="sdc-button sdc-button--ghost" disabled={pending} onClick={onRemove}>
          Remove promo code
        </button>
      </p>
    );
  }
  return (
    <form className="sdc-form sdc-promo" onSubmit={submit} noValidate aria-label="Promo code">
      <label htmlFor={id}>Promo code</label>
      <input id={id} value={code} autoCapitalize="characters" onChange={(e) => setCode(e.target.value)} aria-invalid={message ? true : undefined} aria-describedby={message ? `${id}-error` : undefined} />
      {message && (
        <p id={`${id}-error`} className="sdc-field-error" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="sdc-button sdc-button--ghost" disabled={pending}>
        Apply
      </button>
    </form>
  );
}
