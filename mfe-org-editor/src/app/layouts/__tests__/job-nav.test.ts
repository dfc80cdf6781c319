import { resolvePath } from 'react-router';
import { organizationPath } from '../../../lib/paths';
import { jobNav } from '../job-nav';

// The menu resolves each entry against the job's route, as AreaMenu does.
const jobBase = '/admin/studios/1/organizations/3/jobs/5';
const hrefOf = (label: string) => resolvePath(jobNav(organizationPath(1, 3)).find((item) => item.label === label)!.to, jobBase).pathname;

// Issue 8: "← Organization" in a job led to `jobs/overview` (a job that does not exist) and trapped the user.
test('"← Organization" in a job of an organization leads to that organization\'s overview', () => {
  expect(hrefOf('← Organization')).toBe('/admin/studios/1/organizations/3/overview');
  expect(hrefOf('Settings')).toBe('/admin/studios/1/organizations/3/jobs/5/settings');
});

test('the one job editor holds every page of both spec editors', () => {
  const labels = jobNav(organizationPath(1, 3)).map((item) => item.label);
  for (const page of ['Package sets', 'Packages', 'Data import', 'Workflows', 'Entry', 'Camera cards', 'Roster print']) expect(labels).toContain(page);
  expect(hrefOf('Camera cards')).toBe('/admin/studios/1/organizations/3/jobs/5/orders/camera-cards');
});
