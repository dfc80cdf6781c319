import { sandboxPaymentMethodFor } from '@shutterday/domain';
import { checkCard } from '@shutterday/domain/card';
import type { EntryContactInput, EntryPackage, EntrySubject, EnvelopeInput, EnvelopePaymentMethod } from '@shutterday/domain/staff';

/**
 * One paper envelope as the form holds it; quantities by package id, as typed. The child is held whole, once:
 * the name shown as picked and the id saved are the same value.
 */
export interface EnvelopeDraft {
  entryKey: string;
  child: EntrySubject | null;
  pose: number;
  quantities: Record<number, number | null>;
  firstName: string;
  lastName: string;
  email: string;
  method: EnvelopePaymentMethod;
  checkNumber: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
}

/** A fresh envelope: its own key, so a retried save of this envelope can never make a second order. */
/** Whether anything was typed or chosen in the envelope: a fresh one (whatever its key) holds nothing to lose. */
export function envelopeStarted(draft: EnvelopeDraft): boolean {
  const { entryKey: _key, ...typed } = draft;
  const { entryKey: _fresh, ...empty } = newEnvelope();
  return JSON.stringify(typed) !== JSON.stringify(empty);
}

export const newEnvelope = (): EnvelopeDraft => ({
  entryKey: crypto.randomUUID(),
  child: null,
  pose: 1,
  quantities: {},
  firstName: '',
  lastName: '',
  email: '',
  method: 'cash',
  checkNumber: '',
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
});

export const envelopeSubtotal = (draft: Pick<EnvelopeDraft, 'quantities'>, packages: EntryPackage[]) =>
  packages.reduce((sum, pkg) => sum + pkg.price * (draft.quantities[pkg.id] ?? 0), 0);

/** The child picked: their pose 1, and the contact's last name theirs unless one was typed for this envelope. */
export const withChild = (draft: EnvelopeDraft, child: EntrySubject): EnvelopeDraft => ({
  ...draft,
  child,
  pose: 1,
  lastName: !draft.lastName || draft.lastName === draft.child?.lastName ? child.lastName : draft.lastName,
});

export type EnvelopeRequest = { ok: true; contact: Omit<EntryContactInput, 'entryKey'>; envelope: EnvelopeInput } | { ok: false; errors: string[] };

/** Stripe's card field turning the card into a PaymentMethod id, in the browser (PAYMENTS=stripe). */
export type CardTokenizer = () => Promise<{ ok: true; token: string } | { ok: false; error: string }>;

/**
 * What the save sends, or what to fix first. With Stripe the card was already turned into a PaymentMethod
 * id by Stripe's field (`cardToken`); in the sandbox the typed test card is checked and turned into its
 * test PaymentMethod id here, as the parents' card form does. Either way the card number never leaves the
 * browser.
 */
export function envelopeRequest(draft: EnvelopeDraft, packages: EntryPackage[], now = new Date(), cardToken?: string): EnvelopeRequest {
  const errors: string[] = [];
  const poses = draft.child?.poses.map((pose) => pose.imageId) ?? [];
  if (draft.child === null) errors.push('Pick the child');
  const lines = packages.filter((pkg) => (draft.quantities[pkg.id] ?? 0) > 0).map((pkg) => ({ packageId: pkg.id, quantity: draft.quantities[pkg.id] ?? 1, imageId: poses[draft.pose - 1] ?? null }));
  if (lines.length === 0) errors.push('Pick at least one package');
  let paymentToken = '';
  if (draft.method === 'card' && cardToken) paymentToken = cardToken;
  else if (draft.method === 'card') {
    const card = checkCard({ number: draft.cardNumber, expiry: draft.cardExpiry, cvc: draft.cardCvc }, now);
    if (!card.ok) errors.push(...Object.values(card.errors).filter((e): e is string => Boolean(e)));
    else paymentToken = sandboxPaymentMethodFor(card.number) ?? '';
    if (card.ok && !paymentToken) errors.push('Use one of the test cards, such as 4242 4242 4242 4242');
  }
  if (draft.method === 'check' && !draft.checkNumber.trim()) errors.push('Enter the check number');
  if (!draft.firstName.trim() || !draft.lastName.trim()) errors.push("Enter the contact's first and last name");
  if (errors.length || draft.child === null) return { ok: false, errors };
  return {
    ok: true,
    contact: { firstName: draft.firstName, lastName: draft.lastName, email: draft.email },
    envelope: { entryKey: draft.entryKey, subjectId: draft.child.id, lines, payment: { method: draft.method, checkNumber: draft.checkNumber, paymentToken } },
  };
}
