import type { SubjectMatch } from '@shutterday/domain';
import { SubjectThumb } from './subject-thumb';

interface SubjectResultsProps {
  matches: SubjectMatch[];
  onChoose: (subject: SubjectMatch) => void;
}

/** The children a search found; nothing found is said plainly with what to check. */
export function SubjectResults({ matches, onChoose }: SubjectResultsProps) {
  if (matches.length === 0) {
    return (
      <p className="sdc-empty" role="status">
        No child matches. Check the access code, or the spelling of both names as the school has them.
      </p>
    );
  }
  return (
    <ul className="sdc-subjects" aria-label="Children found">
      {matches.map((subject) => {
        const name = `${subject.firstName} ${subject.lastName}`;
        return (
          <li key={subject.id} className="sdc-subject">
            <SubjectThumb url={subject.imageThumbnailUrl} name={name} />
            <span>
              <strong>{name}</strong>
              {subject.groupName && <span className="sdc-sub">{subject.groupName}</span>}
            </span>
            <button type="button" className="sdc-button" onClick={() => onChoose(subject)}>
              Order for {subject.firstName}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
