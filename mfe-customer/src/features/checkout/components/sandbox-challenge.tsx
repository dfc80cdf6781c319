import { authenticateSandboxPayment } from '@shutterday/api-client';
import { useCallback, useRef, useState } from 'react';
import type { Authenticate } from '../model/card-payment';

/** Stripe's words when a 3-D Secure challenge is failed or abandoned. */
export const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

interface Pending {
  clientSecret: string;
  settle: (error: Error | null) => void;
}

/**
 * The sandbox's stand-in for the bank's 3-D Secure page (Stripe's test page has the same two buttons):
 * the server is told the answer, then the review page asks the server to finish the payment.
 */
export function useSandboxChallenge() {
  const [pending, setPending] = useState<Pending | null>(null);
  const busy = useRef(false);
  const authenticate: Authenticate = useCallback(
    (action) => new Promise<void>((resolve, reject) => setPending({ clientSecret: action.clientSecret, settle: (error) => (error ? reject(error) : resolve()) })),
    [],
  );
  const answer = async (complete: boolean) => {
    if (!pending || busy.current) return;
    busy.current = true;
    try {
      await authenticateSandboxPayment(pending.clientSecret, complete);
      pending.settle(complete ? null : new Error(AUTHENTICATION_FAILED));
    } catch (cause) {
      pending.settle(cause instanceof Error ? cause : new Error(AUTHENTICATION_FAILED));
    } finally {
      busy.current = false;
      setPending(null);
    }
  };
  return { open: pending !== null, authenticate, answer };
}

export function SandboxChallenge({ answer }: { answer: (complete: boolean) => Promise<void> }) {
  return (
    <section className="sdc-notice" aria-label="Confirm this payment with your bank">
      <h2>Confirm this payment with your bank</h2>
      <p>Your bank asks you to confirm this payment (3-D Secure test).</p>
      <div className="sdc-row">
        <button type="button" className="sdc-button" onClick={() => void answer(true)}>
          Complete authentication
        </button>
        <button type="button" className="sdc-button sdc-button--ghost" onClick={() => void answer(false)}>
          Fail authentication
        </button>
      </div>
    </section>
  );
}
