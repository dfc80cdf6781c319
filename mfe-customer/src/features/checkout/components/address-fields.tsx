import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../lib/text-field';
import type { CheckoutFormValues } from '../model/checkout-form-values';

type AddressKey = 'billingAddress' | 'shippingAddress';

interface AddressFieldsProps {
  legend: string;
  name: AddressKey;
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
}

/** A US postal address; AA/AE/AP with APO/FPO/DPO are military (shipped "priority"). */
export function AddressFields({ legend, name, register, errors }: AddressFieldsProps) {
  const e = errors[name];
  const auto = name === 'billingAddress' ? 'billing' : 'shipping';
  return (
    <fieldset className="sdc-fieldset">
      <legend>{legend}</legend>
      <TextField label="Street address" autoComplete={`${auto} address-line1`} registration={register(`${name}.line1`)} error={e?.line1?.message} />
      <TextField label="Apartment, suite (optional)" autoComplete={`${auto} address-line2`} registration={register(`${name}.line2`)} error={e?.line2?.message} />
      <TextField label="City" autoComplete={`${auto} address-level2`} registration={register(`${name}.city`)} error={e?.city?.message} />
      <div className="sdc-row">
        <TextField label="State" autoComplete={`${auto} address-level1`} maxLength={2} registration={register(`${name}.state`)} error={e?.state?.message} />
        <TextField label="ZIP code" autoComplete={`${auto} postal-code`} inputMode="numeric" registration={register(`${name}.postalCode`)} error={e?.postalCode?.message} />
      </div>
    </fieldset>
  );
}
