import { Link } from 'react-router';
import { areaPath, useBasename } from './basename-context';
import { usePageTitle } from '@shutterday/ui/lean';

/** An address under the studio that matches no customer page. */
export function PageNotFound() {
  const basename = useBasename();
  usePageTitle('Page not found');
  return (
    <section className="sdc-panel" aria-labelledby="sdc-page-not-found">
      <h1 id="sdc-page-not-found">We couldn't find this page</h1>
      <p>
        <Link to={areaPath(basename)}>See this studio's events</Link>
      </p>
    </section>
  );
}
