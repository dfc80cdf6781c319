import { usePageTitle } from '@shutterday/ui/lean';
import { Link } from 'react-router';

/** An unknown studio slug: say so plainly and offer the way home (home belongs to the shell). */
export function StudioNotFound({ slug }: { slug: string }) {
  usePageTitle('Studio not found');
  return (
    <main className="sdc-main" id="main">
      <section className="sdc-panel" aria-labelledby="sdc-not-found-title">
        <h1 id="sdc-not-found-title">We couldn't find this studio</h1>
        <p>There is no studio at “/{slug}”. Check the address on your picture-day flyer.</p>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </section>
    </main>
  );
}
