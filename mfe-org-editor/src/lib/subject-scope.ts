import { type SubjectScope } from '@shutterday/api-client/staff';
import { useOrganizationId } from './editor-params';
import { useJobScope } from './job-scope';

/** The roster's scope: in the organization editor it names the organization (spec §7's v3 subject paths). */
export function useSubjectScope(): SubjectScope {
  const organizationId = useOrganizationId();
  return { ...useJobScope(), ...(organizationId ? { organizationId } : {}) };
}
