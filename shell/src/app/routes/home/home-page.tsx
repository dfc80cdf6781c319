import { Link } from 'react-router';
import { DEFAULT_PRODUCT_NAME } from '@shutterday/domain';
import { CodeFormView } from './code-form';
import { OrderLookupFormView } from './order-lookup-form';
import { useCodeOpen } from './use-code-open';
import { useOrderLookup } from './use-order-lookup';
import './home.css';
import { usePageTitle } from '@shutterday/ui/lean';

/** `/` (spec §2 "Public and home"). */
export function HomePage() {
  usePageTitle(null);
  const lookup = useOrderLookup();
  const openCode = useCodeOpen();
  return (
    <main className="sd-home">
      <header className="sd-home__hero">
        <h1>Welcome to {DEFAULT_PRODUCT_NAME}</h1>
        <p>Event Online Ordering Platform</p>
      </header>
      <div className="sd-home__sections">
        <section className="sd-home__card" aria-labelledby="home-studio">
          <h2 id="home-studio">Studio</h2>
          <p>Have an account?</p>
          <Link className="sd-home__link" to="/login">
            Studio Login
          </Link>
        </section>
        <section className="sd-home__card" aria-labelledby="home-code-title">
          <h2 id="home-code-title">Have a code?</h2>
          <p>Type the code on your child&apos;s photo card or picture-day flyer.</p>
          <CodeFormView onOpen={openCode} />
        </section>
        <section className="sd-home__card" aria-labelledby="home-customer">
          <h2 id="home-customer">Customer</h2>
          <p>Looking for order details?</p>
          <OrderLookupFormView onSearch={lookup} />
        </section>
      </div>
    </main>
  );
}
