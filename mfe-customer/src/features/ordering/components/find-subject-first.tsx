import { Link } from 'react-router';

/** A subject link opened without this visit's search (another device, a closed tab): search again. */
export function FindSubjectFirst({ searchHref }: { searchHref: string }) {
  return (
    <section className="sdc-panel" aria-labelledby="sdc-find-first">
      <h1 id="sdc-find-first">Find your child first</h1>
      <p>To keep children's photos private, please look your child up again with their code or full name.</p>
      <p>
        <Link to={searchHref}>Find your photos</Link>
      </p>
    </section>
  );
}
