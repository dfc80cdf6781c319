import * as v from 'valibot';
import { EMPTY_USER, toUserCreate, toUserUpdate, UserFormSchema } from '../user-form-values';

test("a studio's staff member needs a studio; a system administrator sends none of a studio's fields", () => {
  const staff = { ...EMPTY_USER, name: 'Kim', email: 'kim@demo.test' };
  expect(v.safeParse(UserFormSchema, staff).issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['studioId', 'Choose the studio this user works for']]);
  expect(toUserCreate({ ...staff, studioId: 1, permissions: ['studio.financials.read'] })).toEqual({
    name: 'Kim', email: 'kim@demo.test', role: 'studio', studioId: 1, permissions: ['studio.financials.read'], rspoJob: false,
  });
  const admin = { ...staff, role: 'systemAdmin' as const, studioId: 4, rspoJob: true };
  expect(v.safeParse(UserFormSchema, admin).success).toBe(true);
  expect(toUserUpdate(admin, 3)).toEqual({ name: 'Kim', email: 'kim@demo.test', role: 'systemAdmin', studioId: null, permissions: [], rspoJob: false, disabled: false, version: 3 });
});
