/** @jest-environment jsdom */
import { createQueryKeys } from '../query-keys';
import { toSearchParams } from '../http/search-params';
import { isOrganizationJobDefaultsKey, organizationJobDefaultsKeys } from '../endpoints/studio-admin-organization-defaults';
import { organizationKeys } from '../endpoints/studio-admin-organizations';

test('query keys nest so that invalidating lists() leaves the details alone', () => {
  const keys = createQueryKeys('admin', 'studios');
  expect(keys.all).toEqual(['admin', 'studios']);
  expect(keys.list({ page: 2 })).toEqual(['admin', 'studios', 'list', { page: 2 }]);
  expect(keys.list({ page: 2 }).slice(0, 3)).toEqual(keys.lists());
  expect(keys.detail(5)).toEqual(['admin', 'studios', 'detail', 5]);
  expect(keys.detail(5).slice(0, 3)).toEqual(keys.details());
});

test('list filters go out as 0/1 and empty values are left out', () => {
  expect(toSearchParams({ page: 1, search: '', prepay: true, galleries: false, code: undefined })).toEqual({
    page: '1',
    prepay: '1',
    galleries: '0',
  });
});

test("saving the studio's package preferences reaches every organization's defaults of that studio, nothing else", () => {
  const matches = isOrganizationJobDefaultsKey(1);
  expect(matches({ queryKey: organizationJobDefaultsKeys(1, 3).all })).toBe(true);
  expect(matches({ queryKey: organizationJobDefaultsKeys(2, 3).all })).toBe(false);
  expect(matches({ queryKey: organizationKeys(1).detail(3) })).toBe(false);
  expect(matches({ queryKey: organizationKeys(1).list({ page: 1 }) })).toBe(false);
});
