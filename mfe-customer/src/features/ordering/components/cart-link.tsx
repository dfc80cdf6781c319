import { Link } from 'react-router';

/**
 * The header's cart: a bag with the number of packages in a badge, read as "Cart 2 items". The name comes
 * from the visible words plus hidden ones (no aria-label): a name that differs from what is shown fails
 * speech users, who say what they see ("click Cart 2").
 */
export function CartLink({ href, count }: { href: string; count: number }) {
  return (
    <Link to={href} className="sdc-cart-link">
      <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
        <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="M5 8h14l-1.2 12H6.2L5 8Zm4 0V6a3 3 0 0 1 6 0v2" />
      </svg>
      <span className="sdc-cart-link__label">Cart</span>{' '}
      <span className="sdc-cart-link__badge">{count}</span>
      <span className="sdc-visually-hidden">{count === 1 ? ' item' : ' items'}</span>
    </Link>
  );
}
