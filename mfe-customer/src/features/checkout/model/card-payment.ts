import type { PaymentActionRequired } from '@shutterday/domain';

/** Completes a 3-D Secure challenge the server answered with; throws with the words to show when it fails. */
export type Authenticate = (action: PaymentActionRequired) => Promise<void>;

/** What every card form hands the review page: a PaymentMethod id, and how to authenticate with its provider. */
export type PayWith = (paymentMethodId: string, authenticate: Authenticate) => void;

export interface CardFormProps {
  total: number;
  pending: boolean;
  error: string | null;
  onPay: PayWith;
  /** A new attempt starts: the last refusal is no longer the current error (one error at a time). */
  onDismissError?: () => void;
}
