import type { SubjectMatch } from '@shutterday/domain';
import { Link } from 'react-router';
import { SubjectThumb } from './subject-thumb';

interface SubjectGalleryProps {
  subjects: SubjectMatch[];
  hrefFor: (subject: SubjectMatch) => string;
  searchHref: string;
}

/** The children found in this visit (siblings share one cart), each leading to their packages. */
export function SubjectGallery({ subjects, hrefFor, searchHref }: SubjectGalleryProps) {
  return (
    <>
      {subjects.length === 0 ? (
        <p className="sdc-empty">You have not found a child yet.</p>
      ) : (
        <ul className="sdc-gallery">
          {subjects.map((subject) => {
            const name = `${subject.firstName} ${subject.lastName}`;
            return (
              <li key={subject.id} className="sdc-gallery__item">
                <Link to={hrefFor(subject)} className="sdc-gallery__link">
                  <SubjectThumb url={subject.imageThumbnailUrl} name={name} />
                  <span>{name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <p>
        <Link to={searchHref}>{subjects.length === 0 ? 'Find your child' : 'Add a brother or sister'}</Link>
      </p>
    </>
  );
}
