import { formatUsd, isPrintProduct, isWalletProduct, type CartDetails, type CartPersonalizationRequest, type CustomerJobServices } from '@shutterday/domain';
import { PersonalizationForm } from './personalization-form';

interface SubjectServicesProps {
  cart: CartDetails;
  subject: { id: number; firstName: string; lastName: string };
  services: CustomerJobServices;
  saving: boolean;
  onRetouch: (subjectId: number) => void;
  onPersonalize: (request: CartPersonalizationRequest) => void;
  onRemove: (serviceId: number) => void;
}

/**
 * The services one child can have (spec §4): retouching when the job allows it, personalization when
 * it allows names on prints (or wallets) and this child has prints (or wallets) in the cart.
 */
export function SubjectServices({ cart, subject, services, saving, onRetouch, onPersonalize, onRemove }: SubjectServicesProps) {
  const name = `${subject.firstName} ${subject.lastName}`;
  const codes = cart.cartPackages.filter((p) => p.subjectId === subject.id).flatMap((p) => p.cartPackageItems.map((i) => i.productCode));
  const prints = services.allowNameOnAllPrints && codes.some(isPrintProduct);
  const wallets = services.allowNameOnWallets && codes.some(isWalletProduct);
  const retouch = cart.cartOrderServicesDetails.retouches.find((s) => s.subjectId === subject.id);
  const personalization = cart.cartOrderServicesDetails.personalizations.find((s) => s.subjectId === subject.id);
  const offer = services.personalization && (prints || wallets) ? services.personalization : null;
  if (!services.retouch && !offer) return null;
  return (
    <section className="sdc-panel sdc-services" aria-labelledby={`sdc-services-${subject.id}`}>
      <h2 id={`sdc-services-${subject.id}`}>{name}</h2>
      {services.retouch && (
        <p className="sdc-line__head">
          <span>Retouching ({formatUsd(services.retouch.price)})</span>
          {retouch ? (
            <button type="button" className="sdc-button sdc-button--ghost" disabled={saving} onClick={() => onRemove(retouch.id)} aria-label={`Remove retouching for ${name}`}>
              Remove
            </button>
          ) : (
            <button type="button" className="sdc-button" disabled={saving} onClick={() => onRetouch(subject.id)} aria-label={`Add retouching for ${name}`}>
              Add
            </button>
          )}
        </p>
      )}
      {offer &&
        (personalization ? (
          <p className="sdc-line__head">
            <span>
              Personalization: “{personalization.nameToPrint} {personalization.yearToPrint}” ({formatUsd(personalization.price)})
            </span>
            <button type="button" className="sdc-button sdc-button--ghost" disabled={saving} onClick={() => onRemove(personalization.id)} aria-label={`Remove personalization for ${name}`}>
              Remove
            </button>
          </p>
        ) : (
          <PersonalizationForm subjectId={subject.id} subjectName={name} price={offer.price} defaults={offer.defaults} prints={prints} wallets={wallets} saving={saving} onAdd={onPersonalize} />
        ))}
    </section>
  );
}
