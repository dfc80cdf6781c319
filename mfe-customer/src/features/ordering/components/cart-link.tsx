import { Link } from 'react-router';

/** The header's cart: a bag with the number of packages in a badge, named "Cart, 2 items" for readers. */
export function CartLink({ href, count }: { href: string; count: number }) {
  return (
    <Link to={href} className="sdc-cart-link" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="M5 8h14l-1.2 12H6.2L5 8Zm4 0V6a3 3 0 0 1 6 0v2" />
      </svg>
      <span className="sdc-cart-link__label">Cart</span>
      <span className="sdc-cart-link__badge" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
