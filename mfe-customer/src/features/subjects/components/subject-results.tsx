import { parentWords, type OrganizationType, type SubjectMatch } from '@shutterday/domain';
import { SubjectThumb } from './subject-thumb';

interface SubjectResultsProps {
  matches: SubjectMatch[];
  onChoose: (subject: SubjectMatch) => void;
  organizationType?: OrganizationType;
}

/** The children a search found; nothing found is said plainly with what to check. */
export function SubjectResults({ matches, onChoose, organizationType }: SubjectResultsProps) {
  const words = parentWords(organizationType);
  if (matches.length === 0) {
    return (
      <p className="sdc-empty" role="status">
        No {words.person} matches. Check the access code, or the spelling of both names as {words.namesHeldBy} has them.
      </p>
    );
  }
  return (
    <ul className="sdc-subjects" aria-label={`${words.people.charAt(0).toUpperCase()}${words.people.slice(1)} found`}>
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
