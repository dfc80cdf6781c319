import { formatUsd, isAddonAvailable, isStandardAddon, orderingAddonContext, packageDisplayName, type Cart, type CustomerPackage, type OrderMethod } from '@shutterday/domain';

interface PackageListProps {
  packages: CustomerPackage[];
  /** The cart as it is now (id 0 and no lines before the first package). */
  cart: Cart;
  orderMethod: OrderMethod;
  onChoose: (pkg: CustomerPackage) => void;
}

function PackageCard({ pkg, onChoose }: { pkg: CustomerPackage; onChoose: (pkg: CustomerPackage) => void }) {
  const name = packageDisplayName(pkg);
  return (
    <li className="sdc-package">
      <h3 className="sdc-package__name">{name}</h3>
      {pkg.altDescription && <p className="sdc-package__desc">{pkg.altDescription}</p>}
      <p className="sdc-package__price">{formatUsd(pkg.retailCost)}</p>
      <button type="button" className="sdc-button" onClick={() => onChoose(pkg)} aria-label={`Choose ${name}`}>
        Choose
      </button>
    </li>
  );
}

/**
 * Standard packages first; add-ons only while the domain's rules let them into this cart (spec §4,
 * §5), so a parent is never offered something the cart would refuse.
 */
export function PackageList({ packages, cart, orderMethod, onChoose }: PackageListProps) {
  const standard = packages.filter((p) => isStandardAddon(p.packageAddon));
  const addons = packages.filter((p) => !isStandardAddon(p.packageAddon));
  const context = orderingAddonContext(orderMethod);
  const openAddons = addons.filter((p) => isAddonAvailable(p.packageAddon, cart, context));
  return (
    <>
      <section aria-labelledby="sdc-standard-title">
        <h2 id="sdc-standard-title">Packages</h2>
        {standard.length === 0 ? (
          <p className="sdc-empty">This event has no packages yet.</p>
        ) : (
          <ul className="sdc-packages">
            {standard.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} onChoose={onChoose} />
            ))}
          </ul>
        )}
      </section>
      {addons.length > 0 && (
        <section aria-labelledby="sdc-addons-title">
          <h2 id="sdc-addons-title">Add-ons</h2>
          {openAddons.length === 0 ? (
            <p className="sdc-empty">Add-ons open once a package is in your cart.</p>
          ) : (
            <ul className="sdc-packages">
              {openAddons.map((pkg) => (
                <PackageCard key={pkg.id} pkg={pkg} onChoose={onChoose} />
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
