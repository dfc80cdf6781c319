import { Permission } from '../../permissions/permission';
import { permissionsBeyond } from '../user-input';

describe('permissionsBeyond (nobody hands out more than they hold)', () => {
  const manager = [Permission.StudioUsersCrud, Permission.StudioCrud];

  it('names what the editor would give without holding it', () => {
    expect(permissionsBeyond(manager, [Permission.StudioCrud])).toEqual([]);
    expect(permissionsBeyond(manager, [Permission.StudioCrud, Permission.StudioFinancialsRead])).toEqual([Permission.StudioFinancialsRead]);
  });

  it('counts what a colleague holds and would lose as well', () => {
    expect(permissionsBeyond(manager, [], [Permission.StudioAdminCrud])).toEqual([Permission.StudioAdminCrud]);
  });

  it('ignores anything that is not a studio permission', () => {
    expect(permissionsBeyond([], ['system.admin'])).toEqual([]);
  });
});
