import { valibotResolver } from '@hookform/resolvers/valibot';
import { OrderPageQuery } from '@shutterday/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

interface OrderEmailFormProps {
  orderNumber: string;
  onSubmit: (email: string) => void;
  pending: boolean;
  /** The lookup's failure ("Could not find this order"), shown after a submit. */
  error: string | null;
}

/**
 * A confirmation page visited directly (a bookmark, a new tab) has no kept lookup result: the order
 * is shown again once the buyer proves it is theirs with the order's e-mail address.
 */
export function OrderEmailForm({ orderNumber, onSubmit, pending, error }: OrderEmailFormProps) {
  const id = useId();
  const { register, handleSubmit, formState } = useForm<OrderPageQuery>({
    resolver: valibotResolver(OrderPageQuery),
    defaultValues: { email: '' },
  });
  const fieldError = formState.errors.email?.message;
  return (
    <section className="sdc-panel" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Order #{orderNumber}</h1>
      <p>Enter the e-mail address you ordered with to see this order.</p>
      <form noValidate className="sdc-form" onSubmit={handleSubmit(({ email }) => onSubmit(email))}>
        {error && (
          <p className="sdc-notice sdc-notice--error" role="alert">
            {error}
          </p>
        )}
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-email-error` : undefined}
          {...register('email')}
        />
        {fieldError && (
          <p id={`${id}-email-error`} className="sdc-field-error">
            {fieldError}
          </p>
        )}
        <button type="submit" className="sdc-button" disabled={pending}>
          {pending ? 'Searching…' : 'Show my order'}
        </button>
      </form>
    </section>
  );
}
