import { valibotResolver } from '@hookform/resolvers/valibot';
import { CheckoutDetailsRequest, SHIPPING_OPTION_REQUIRED, type CheckoutDetails, type CheckoutDetailsRequest as Request, type OrderMethod } from '@shutterday/domain';
import type { Resolver } from 'react-hook-form';

const emptyAddress = { line1: '', line2: '', city: '', state: '', postalCode: '', country: 'US' };

export interface CheckoutFormValues {
  customer: { firstName: string; lastName: string; email: string; phone: string };
  billingAddress: typeof emptyAddress;
  shippingAddressSameAsBillingAddress: boolean;
  shippingAddress: typeof emptyAddress;
  /** "home" mails the order; "batch" ships it with the school's ("Studio Shipping"). */
  delivery: 'home' | 'batch';
  shippingOptionCode: string;
  orderMethod: OrderMethod;
}

export function checkoutFormDefaults(saved: CheckoutDetails | null, orderMethod: OrderMethod): CheckoutFormValues {
  return {
    customer: { firstName: '', lastName: '', email: '', phone: '', ...saved?.customer, ...(saved?.customer.phone ? {} : { phone: '' }) },
    billingAddress: { ...emptyAddress, ...saved?.billingAddress, line2: saved?.billingAddress.line2 ?? '' },
    shippingAddressSameAsBillingAddress: saved?.shippingAddressSameAsBillingAddress ?? true,
    shippingAddress: { ...emptyAddress, ...saved?.shippingAddress, line2: saved?.shippingAddress?.line2 ?? '' },
    delivery: saved?.isPartOfBatchOrder ? 'batch' : 'home',
    shippingOptionCode: saved?.shippingOption?.code ?? '',
    orderMethod,
  };
}

/** The form's values as the contract's request: unused parts (shipping address, option) become null. */
export function toCheckoutRequest(values: CheckoutFormValues): Request {
  const batch = values.delivery === 'batch';
  const same = values.shippingAddressSameAsBillingAddress;
  return {
    customer: { ...values.customer, phone: values.customer.phone.trim() === '' ? undefined : values.customer.phone },
    billingAddress: values.billingAddress,
    shippingAddressSameAsBillingAddress: same,
    shippingAddress: batch || same ? null : values.shippingAddress,
    isPartOfBatchOrder: batch,
    mailToHome: !batch,
    shippingOption: batch || values.shippingOptionCode === '' ? null : { code: values.shippingOptionCode },
    payMethod: 'card',
    orderMethod: values.orderMethod,
  };
}

/** Validates with the contract's own schema (house style), after mapping the form to the request. */
export const checkoutResolver: Resolver<CheckoutFormValues> = async (values, context, options) => {
  const result = await valibotResolver(CheckoutDetailsRequest)(toCheckoutRequest(values), context, options as never);
  const errors = { ...result.errors } as Record<string, unknown>;
  if (values.delivery === 'home' && values.shippingOptionCode === '') errors.shippingOptionCode = { type: 'required', message: SHIPPING_OPTION_REQUIRED };
  return Object.keys(errors).length > 0 ? { values: {}, errors: errors as never } : { values, errors: {} };
};
