import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom; the first control in the dialog gets the focus. */
  actions: ReactNode;
  wide?: boolean;
}

/**
 * The customer pages' modal (spec §4 UI states: closes on Escape or a click outside). A small local one
 * rather than the ui package's antd modal, which would bring antd to a parent's phone. Focus moves in
 * on open, stays inside with Tab, and returns to where it was on close.
 */
export function ModalDialog({ title, onClose, children, actions, wide = false }: ModalDialogProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>('button, input, [tabindex]')?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      before?.focus();
    };
  }, []);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = Array.from(ref.current.querySelectorAll<HTMLElement>('button:not(:disabled), input:not(:disabled)'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  return (
    <div className="sdc-overlay" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={ref} className={wide ? 'sdc-dialog sdc-dialog--wide' : 'sdc-dialog'} role="dialog" aria-modal="true" aria-labelledby={id} onKeyDown={onKeyDown}>
        <h2 id={id}>{title}</h2>
        {children}
        <div className="sdc-dialog__actions">{actions}</div>
      </div>
    </div>
  );
}
