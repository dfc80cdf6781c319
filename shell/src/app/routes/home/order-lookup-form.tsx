import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { OrderLookupForm } from '@shutterday/domain';
import { LookupField } from './lookup-field';

export interface OrderLookupFormProps {
  /**
   * Resolves when the lookup has ended; false means nothing was found. The form then resets what was
   * likely mistyped (spec §8): the order number is cleared and focused, the e-mail is kept, since a
   * parent mistypes a six-digit number far more often than their own address (docs/frontend.md).
   */
  onSearch: (values: OrderLookupForm) => Promise<boolean>;
}

const EMPTY: OrderLookupForm = { email: '', orderNumber: '' };

/** The home page's "Customer" form: Email and Order #, validated before anything is sent (spec §5). */
export function OrderLookupFormView({ onSearch }: OrderLookupFormProps) {
  const { register, handleSubmit, resetField, setFocus, formState } = useForm<OrderLookupForm>({
    resolver: valibotResolver(OrderLookupForm),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    if (await onSearch(values)) return;
    resetField('orderNumber');
    setFocus('orderNumber');
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Order lookup">
      <LookupField id="lookup-email" label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email} {...register('email')} />
      <LookupField id="lookup-order" label="Order #" autoComplete="off" error={errors.orderNumber} {...register('orderNumber')} />
      <button type="submit" className="sd-home__button" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? <span className="sd-home__spinner" aria-hidden="true" /> : null}
        Search
      </button>
    </form>
  );
}
