import * as v from 'valibot';
import { SystemAdminCreate, UserCreate, UserUpdate } from '../user-input';

const messages = (result: v.SafeParseResult<v.GenericSchema>) => (result.issues ?? []).map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);

describe('a user made or edited by the system administrator', () => {
  it("a studio's staff member needs a studio; a system administrator needs none", () => {
    expect(messages(v.safeParse(UserCreate, { name: 'Kim', email: 'kim@studio.test', role: 'studio' }))).toEqual(['studioId: Choose the studio this user works for']);
    expect(v.parse(UserCreate, { name: ' Kim ', email: 'kim@studio.test', role: 'studio', studioId: '3', permissions: ['studio.crud'] })).toEqual({
      name: 'Kim', email: 'kim@studio.test', role: 'studio', studioId: 3, permissions: ['studio.crud'], rspoJob: false,
    });
    expect(v.safeParse(UserCreate, { name: 'Avery', email: 'avery@platform.test', role: 'systemAdmin' }).success).toBe(true);
  });

  it('refuses a permission that is not a studio’s, the system one included, and unknown fields', () => {
    expect(messages(v.safeParse(UserCreate, { name: 'Kim', email: 'kim@studio.test', role: 'studio', studioId: 1, permissions: ['system.admin'] }))).toEqual([
      'permissions.0: This is not a permission of a studio',
    ]);
    expect(v.safeParse(UserUpdate, { name: 'Kim', email: 'kim@studio.test', role: 'systemAdmin', disabled: false, version: 1, password: 'x' }).success).toBe(false);
  });
});

describe("an installation's first system administrator", () => {
  it('holds a name, an e-mail address and a password of the product’s rule, and nothing else', () => {
    expect(v.parse(SystemAdminCreate, { name: ' Olive Owner ', email: ' owner@photos.example ', password: 'long-enough-1' })).toEqual({
      name: 'Olive Owner', email: 'owner@photos.example', password: 'long-enough-1',
    });
    expect(messages(v.safeParse(SystemAdminCreate, { name: '', email: 'not-an-address', password: 'short' }))).toEqual([
      'name: This field is required',
      'email: This value is not a valid email address',
      'password: Use at least 10 characters',
    ]);
    expect(v.safeParse(SystemAdminCreate, { name: 'Olive', email: 'owner@photos.example', password: 'long-enough-1', role: 'studio' }).success).toBe(false);
  });
});
