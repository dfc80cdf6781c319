import { BATCH_SHIPPING_LABEL, formatUsd, type ShippingOptionView } from '@shutterday/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../lib/text-field';
import { checkoutResolver, choicesOf, type CheckoutChoices, type CheckoutFormValues } from '../model/checkout-form-values';
import { AddressFields } from './address-fields';

interface CheckoutFormProps {
  defaults: CheckoutFormValues;
  shippingOptions: ShippingOptionView[];
  pending: boolean;
  /** The server's or the address check's refusal, in words. */
  error: string | null;
  onSubmit: (values: CheckoutFormValues) => void;
  /** Every change of delivery, shipping option or state, so the totals panel follows the form at once. */
  onChoicesChange?: (choices: CheckoutChoices) => void;
  /** Every keystroke, so the page can keep what is typed through a reload. */
  onValuesChange?: (values: CheckoutFormValues) => void;
}

/** Who pays, where the order goes and how (spec §3 checkout details); validated with the contract's schema. */
export function CheckoutForm({ defaults, shippingOptions, pending, error, onSubmit, onChoicesChange, onValuesChange }: CheckoutFormProps) {
  const { register, handleSubmit, watch, formState } = useForm<CheckoutFormValues>({ resolver: checkoutResolver, defaultValues: defaults });
  useEffect(() => {
    if (!onChoicesChange && !onValuesChange) return undefined;
    const subscription = watch((values) => {
      onChoicesChange?.(choicesOf(values as CheckoutFormValues));
      onValuesChange?.(values as CheckoutFormValues);
    });
    return () => subscription.unsubscribe();
  }, [watch, onChoicesChange, onValuesChange]);
  const errors = formState.errors;
  const same = watch('shippingAddressSameAsBillingAddress');
  const delivery = watch('delivery');
  return (
    <form className="sdc-form" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} aria-label="Checkout details">
      <fieldset className="sdc-fieldset">
        <legend>Your details</legend>
        <TextField label="First name" autoComplete="given-name" registration={register('customer.firstName')} error={errors.customer?.firstName?.message} />
        <TextField label="Last name" autoComplete="family-name" registration={register('customer.lastName')} error={errors.customer?.lastName?.message} />
        <TextField label="Email" type="email" autoComplete="email" registration={register('customer.email')} error={errors.customer?.email?.message} />
        <TextField label="Phone (optional)" type="tel" autoComplete="tel" registration={register('customer.phone')} error={errors.customer?.phone?.message} />
      </fieldset>
      <AddressFields legend="Billing address" name="billingAddress" register={register} errors={errors} />
      <fieldset className="sdc-fieldset">
        <legend>Delivery</legend>
        <label className="sdc-choice">
          <input type="radio" value="home" {...register('delivery')} /> Mail to my home
        </label>
        <label className="sdc-choice">
          <input type="radio" value="batch" {...register('delivery')} /> {BATCH_SHIPPING_LABEL}: deliver with the school's order (free)
        </label>
      </fieldset>
      {delivery === 'home' && (
        <>
          <label className="sdc-choice">
            <input type="checkbox" {...register('shippingAddressSameAsBillingAddress')} /> Ship to my billing address
          </label>
          {!same && <AddressFields legend="Shipping address" name="shippingAddress" register={register} errors={errors} />}
          <fieldset className="sdc-fieldset" aria-describedby={errors.shippingOptionCode ? 'sdc-ship-error' : undefined}>
            <legend>Shipping</legend>
            {shippingOptions.map((option) => (
              <label key={option.code} className="sdc-choice">
                <input type="radio" value={option.code} {...register('shippingOptionCode')} />
                {option.name} ({formatUsd(option.price)}){option.military && !/military/i.test(option.name) && ' — military (APO/FPO/DPO) addresses only'}
              </label>
            ))}
            {errors.shippingOptionCode && (
              <p id="sdc-ship-error" className="sdc-field-error">
                {errors.shippingOptionCode.message}
              </p>
            )}
          </fieldset>
        </>
      )}
      {error && (
        <p className="sdc-notice sdc-notice--error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="sdc-button sdc-button--wide" disabled={pending}>
        {pending ? 'Checking…' : 'Review my order'}
      </button>
    </form>
  );
}
