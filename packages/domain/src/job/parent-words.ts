import type { OrganizationType } from '../organization';

/**
 * The words parents read for the people and groups of a picture day (docs/remotes.md, "Parents'
 * words"). A parent orders for their child whether the organization is a school or a team ("player"
 * is the coach's word, "subject" the studio's); what changes is who keeps the names.
 */
export function parentWords(organizationType: OrganizationType | undefined): { person: string; people: string; namesHeldBy: string } {
  return { person: 'child', people: 'children', namesHeldBy: organizationType === 'sport' ? 'the team' : 'the school' };
}
