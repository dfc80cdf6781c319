/** What the matching rule needs to know of a subject of the job. */
export interface MatchableSubject {
  id: number;
  /** The access code printed on the subject's camera card (and typed by parents). */
  accessCode: string | null;
}

export type PhotoMatch =
  | { subjectId: number; by: 'access-code' | 'subject-id' }
  | { subjectId: null; reason: 'no-match' | 'ambiguous' };

const ID_PREFIX = /^(?:s|id|subject)(\d{1,10})$/i;
const ID_WORD = /^(?:s|id|subject)$/i;

/** The name without its extension, cut into letter-and-digit words: `IMG_0042 AB12CD.jpg` → IMG, 0042, AB12CD. */
export function fileNameWords(fileName: string): string[] {
  const base = fileName.replace(/\.[a-z0-9]{1,5}$/i, '');
  return base.split(/[^A-Za-z0-9]+/).filter(Boolean);
}

/**
 * Which subject a photo belongs to, from its file name (spec: matched by file-name rule, subject id or
 * camera-card code). A word equal to a subject's access code (ignoring case) matches it; so does an
 * explicit subject id — `S123`, `ID123`, `subject123`, or `subject-123` / `id_123` — never a bare number,
 * because cameras number their files (IMG_0001) and that would match subject 1. Two different subjects
 * in one name are ambiguous: the photo waits for a person to assign it, like one matching nobody.
 */
export function matchPhoto(fileName: string, subjects: readonly MatchableSubject[]): PhotoMatch {
  const words = fileNameWords(fileName);
  const byCode = new Map(subjects.filter((s) => s.accessCode).map((s) => [s.accessCode!.toUpperCase(), s.id]));
  const ids = new Set(subjects.map((s) => s.id));
  const found = new Map<number, 'access-code' | 'subject-id'>();
  words.forEach((word, i) => {
    const code = byCode.get(word.toUpperCase());
    if (code !== undefined) found.set(code, 'access-code');
    const prefixed = ID_PREFIX.exec(word)?.[1] ?? (i > 0 && ID_WORD.test(words[i - 1]!) && /^\d{1,10}$/.test(word) ? word : undefined);
    if (prefixed !== undefined && ids.has(Number(prefixed)) && !found.has(Number(prefixed))) found.set(Number(prefixed), 'subject-id');
  });
  if (found.size === 0) return { subjectId: null, reason: 'no-match' };
  if (found.size > 1) return { subjectId: null, reason: 'ambiguous' };
  const [[subjectId, by]] = [...found];
  return { subjectId: subjectId!, by: by! };
}
