import { resolvePath } from 'react-router';
import { organizationPath } from '../../../lib/paths';
import { organizationJobNav } from '../job-nav';

// The menu resolves each entry against the job's route, as AreaMenu does.
const jobBase = '/admin/studios/1/organizations/3/jobs/5';
const hrefOf = (label: string) => resolvePath(organizationJobNav(organizationPath(1, 3)).find((item) => item.label === label)!.to, jobBase).pathname;

// Issue 8: "← Organization" in a job led to `jobs/overview` (a job that does not exist) and trapped the user.
test('"← Organization" in a job of an organization leads to that organization\'s overview', () => {
  expect(hrefOf('← Organization')).toBe('/admin/studios/1/organizations/3/overview');
  expect(hrefOf('Settings')).toBe('/admin/studios/1/organizations/3/jobs/5/settings');
});
