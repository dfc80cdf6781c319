import { StudioUserCreate, StudioUserUpdate } from '@shutterday/domain/staff';
import * as v from 'valibot';
import { EMPTY_STUDIO_USER, toStudioUserCreate, toStudioUserUpdate } from '../studio-user-values';

test('a colleague starts with no permission, and the form sends exactly what the server takes', () => {
  expect(EMPTY_STUDIO_USER.permissions).toEqual([]);
  const values = { ...EMPTY_STUDIO_USER, name: 'Pat', email: 'pat@demo.test', permissions: ['studio.financials.read' as const] };
  expect(v.safeParse(StudioUserCreate, toStudioUserCreate(values)).success).toBe(true);
  expect(v.safeParse(StudioUserUpdate, toStudioUserUpdate({ ...values, disabled: true }, 3)).output).toMatchObject({ disabled: true, version: 3 });
});
