// The "Have a code?" box's words and answer, on a subpath of its own (`@shutterday/domain/codes`, no imports at
// run time): only the home page, a studio's landing page and the server read them, so the other parent pages
// never load them. The request's schemas are the server's (`code-lookup.ts`, on `@shutterday/domain/server`).
import type { SubjectMatch } from './ordering-catalog';

/**
 * Where a typed code leads: a child's code names the child (with the token that opens their photos), a
 * job's code its job, the studio's code only the studio.
 */
export interface CodeDestination {
  studioSlug: string;
  jobId: number | null;
  subject: SubjectMatch | null;
}

export const CODE_MESSAGES = {
  unknown: 'We could not find this code. Check it on the card and try again.',
  ambiguous: "This code is used by more than one studio. Open your studio's page and type it there.",
  empty: 'Type the code from your card',
} as const;

/** The "Have a code?" input, the same on the home page and a studio's page: a phone offers capitals, no autocorrect. */
export const CODE_INPUT_ATTRIBUTES = { placeholder: 'e.g. K7QM-4XTR', autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 40 } as const;
