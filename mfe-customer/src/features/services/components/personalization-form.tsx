import { formatUsd, type CartPersonalizationRequest, type PersonalizationDefaults } from '@shutterday/domain';
import { useId, useState, type FormEvent } from 'react';

interface PersonalizationFormProps {
  subjectId: number;
  subjectName: string;
  price: number;
  defaults: PersonalizationDefaults;
  /** Names (and years) on prints: the job allows it and this child has prints in the cart. */
  prints: boolean;
  /** Names on wallets: the job allows it and this child has wallets in the cart. */
  wallets: boolean;
  saving: boolean;
  onAdd: (request: CartPersonalizationRequest) => void;
}

/** Name and year printed on the photos, with the defaults of spec §9 (all prints, this year, not wallets), as far as the job allows. */
export function PersonalizationForm({ subjectId, subjectName, price, defaults, prints, wallets, saving, onAdd }: PersonalizationFormProps) {
  const id = useId();
  const [name, setName] = useState(subjectName);
  const [year, setYear] = useState(defaults.yearToPrint);
  // Only the choices the job's settings allow are offered, and one that is not offered is never sent as ticked.
  const [flags, setFlags] = useState({
    nameOnAllPrints: prints && defaults.nameOnAllPrints,
    yearOnAllPrints: prints && defaults.yearOnAllPrints,
    nameOnWallets: wallets && defaults.nameOnWallets,
  });
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setError('Enter the name to print');
    if (!/^\d{4}$/.test(year.trim())) return setError('The year must have four digits');
    setError(null);
    onAdd({ subjectId, enabled: true, nameToPrint: name.trim(), yearToPrint: year.trim(), ...flags, nameOnAllWallets: false, yearOnAllWallets: false });
  };
  const flag = (key: keyof typeof flags, label: string) => (
    <label className="sdc-choice">
      <input type="checkbox" checked={flags[key]} onChange={(e) => setFlags((f) => ({ ...f, [key]: e.target.checked }))} />
      {label}
    </label>
  );
  return (
    <form className="sdc-form" onSubmit={submit} noValidate aria-label={`Personalization for ${subjectName}`}>
      <label htmlFor={`${id}-name`}>Name printed on the photos</label>
      <input id={`${id}-name`} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
      <label htmlFor={`${id}-year`}>Year printed on the photos</label>
      <input id={`${id}-year`} value={year} inputMode="numeric" maxLength={4} onChange={(e) => setYear(e.target.value)} />
      {prints && flag('nameOnAllPrints', 'Name on all prints')}
      {prints && flag('yearOnAllPrints', 'Year on all prints')}
      {wallets && flag('nameOnWallets', 'Name on wallets')}
      {error && (
        <p className="sdc-field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="sdc-button" disabled={saving}>
        Add personalization ({formatUsd(price)})
      </button>
    </form>
  );
}
