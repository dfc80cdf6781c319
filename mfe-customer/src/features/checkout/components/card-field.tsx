import { useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';

interface CardFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  /** Turns what was typed into what the field shows (grouped digits, MM/YY). */
  format: (typed: string) => string;
  onValue: (value: string) => void;
}

const digitsIn = (text: string) => text.replace(/\D/g, '').length;

/** Where the caret goes in the formatted text: after the same number of digits it followed as typed. */
function caretAfter(formatted: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i]!)) seen += 1;
    if (seen === digits) return i + 1;
  }
  return formatted.length;
}

/**
 * A card field that formats itself as it is typed (the spaces of a card number, the slash of an expiry),
 * so the digits-only keypad of a phone types everything. The caret stays after the digit it followed:
 * correcting a digit in the middle does not throw it to the end.
 */
export function CardField({ id, label, value, format, onValue, ...input }: CardFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null || ref.current !== document.activeElement) return;
    ref.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);
  return (
    <div className="sdc-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          const at = event.currentTarget.selectionStart ?? typed.length;
          const next = format(typed);
          caret.current = at >= typed.length ? next.length : caretAfter(next, digitsIn(typed.slice(0, at)));
          onValue(next);
        }}
        {...input}
      />
    </div>
  );
}
