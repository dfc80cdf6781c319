import { useSession } from '@shutterday/api-client';
import { staffAbilities, type StaffAbilities } from '@shutterday/domain';

/** What the signed-in user may do (domain `staffAbilities`): the menus and pages show only that. */
export function useStaffAbilities(): StaffAbilities {
  return staffAbilities(useSession().user);
}
