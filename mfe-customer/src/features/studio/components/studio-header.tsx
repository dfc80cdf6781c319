import type { CustomerStudio } from '@shutterday/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The studio's banner on every customer page: its logo, linking back to the landing, and the cart. */
export function StudioHeader({ studio, homeHref, cart }: { studio: CustomerStudio; homeHref: string; cart?: ReactNode }) {
  return (
    <header className="sdc-header">
      <Link to={homeHref} className="sdc-brand">
        {studio.logoUrl ? (
          <img src={studio.logoUrl} alt="" className="sdc-brand__logo" width={40} height={40} />
        ) : (
          <span className="sdc-brand__initial" aria-hidden="true">
            {studio.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="sdc-brand__name">{studio.name}</span>
      </Link>
      {cart}
    </header>
  );
}
