import { Permission, staffAbilities, withoutJobMoney } from '..';

describe('what a staff user may do, as each permission label says', () => {
  it.each([
    ['See payments and reports', [Permission.StudioFinancialsRead], { seeMoney: true, editStudio: false, editJobs: false, manageUsers: false, refund: false }],
    ['Edit the studio, its packages and coupon codes', [Permission.StudioAdminCrud], { seeMoney: false, editStudio: true, editJobs: false, manageUsers: false, refund: false }],
    ['Edit organizations, jobs, subjects and photos', [Permission.StudioCrud], { seeMoney: false, editStudio: false, editJobs: true, manageUsers: false, refund: false }],
    ['Manage the studio’s users', [Permission.StudioUsersCrud], { seeMoney: false, editStudio: false, editJobs: false, manageUsers: true, refund: false }],
    ['both "See payments and reports" and "Edit the studio…"', [Permission.StudioFinancialsRead, Permission.StudioAdminCrud], { seeMoney: true, editStudio: true, editJobs: false, manageUsers: false, refund: true }],
    ['nothing', [], { seeMoney: false, editStudio: false, editJobs: false, manageUsers: false, refund: false }],
  ])('%s', (_label, permissions, abilities) => {
    expect(staffAbilities({ permissions })).toEqual(abilities);
  });

  it('lets a system administrator do everything, and nobody signed out anything', () => {
    expect(staffAbilities({ permissions: [Permission.SystemAdmin], isSystemAdmin: true })).toEqual({ seeMoney: true, editStudio: true, editJobs: true, manageUsers: true, refund: true });
    expect(staffAbilities(null)).toEqual({ seeMoney: false, editStudio: false, editJobs: false, manageUsers: false, refund: false });
  });
});

describe('a job without its money', () => {
  it('keeps its counts and drops every amount', () => {
    const job = { id: 1, orderCount: 4, revenue: 15600, ordersByMethod: { Prepay: { count: 3, revenue: 12000 }, Gallery: { count: 1, revenue: 3600 } }, unpaid: { count: 2, total: 5000 } };
    expect(withoutJobMoney(job)).toEqual({ id: 1, orderCount: 4, revenue: null, ordersByMethod: { Prepay: { count: 3, revenue: null }, Gallery: { count: 1, revenue: null } }, unpaid: { count: 2, total: null } });
  });
});
