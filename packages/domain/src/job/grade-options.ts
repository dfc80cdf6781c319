import type { OrganizationType } from '../organization/types';

/** Every school grade a platform question may offer, youngest first. */
export const SCHOOL_GRADES = ['Pre-K', 'Kindergarten', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

const LEVELS: Array<{ words: RegExp; grades: readonly string[] }> = [
  { words: /\b(high|secondary|senior)\b/i, grades: ['9', '10', '11', '12'] },
  { words: /\b(middle|junior|intermediate)\b/i, grades: ['6', '7', '8'] },
  { words: /\b(elementary|primary|grade school)\b/i, grades: ['Pre-K', 'Kindergarten', '1', '2', '3', '4', '5'] },
];

/**
 * The answers a question copied into a job offers, fitting its organization: a question whose answers are
 * all school grades keeps, for a school whose name says its level ("Maple High" → 9–12, "… Middle
 * School" → 6–8, "… Elementary" → Pre-K–5), only that level's grades. Any other question, a sports
 * organization, or a school whose name does not say, keeps every answer (the studio edits the copy).
 */
export function answersFitting(options: readonly string[], organization: { name: string; type: OrganizationType } | null | undefined): string[] {
  const isGrades = options.length > 0 && options.every((option) => (SCHOOL_GRADES as readonly string[]).includes(option));
  if (!isGrades || !organization || organization.type !== 'school') return [...options];
  const level = LEVELS.find((candidate) => candidate.words.test(organization.name));
  const fitting = level ? options.filter((option) => level.grades.includes(option)) : [];
  return fitting.length > 0 ? fitting : [...options];
}
