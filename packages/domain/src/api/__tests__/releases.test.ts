import { failingByRule, remoteOfPage } from '../releases';

describe('failingByRule', () => {
  it('fails a release once it had 20 page views and a fifth of them or more failed', () => {
    expect(failingByRule(20, 4)).toBe(true);
    expect(failingByRule(40, 8)).toBe(true);
    expect(failingByRule(20, 3)).toBe(false);
    expect(failingByRule(41, 8)).toBe(false);
  });

  it('never judges on fewer than 20 views, however many failed', () => {
    expect(failingByRule(19, 19)).toBe(false);
    expect(failingByRule(0, 5)).toBe(false);
  });
});

describe('remoteOfPage', () => {
  it('names the remote whose area a page is in, as the shell routes it', () => {
    expect(remoteOfPage('/admin/studios/4/organizations/12/subjects')).toBe('orgEditor');
    expect(remoteOfPage('/admin/studios/4/jobs/9')).toBe('orgEditor');
    expect(remoteOfPage('/admin/studios/4/orders')).toBe('studioAdmin');
    expect(remoteOfPage('/admin/studios')).toBe('systemAdmin');
    expect(remoteOfPage('/admin/remotes')).toBe('systemAdmin');
    expect(remoteOfPage('/admin')).toBe('systemAdmin');
    expect(remoteOfPage('/sunny-days/gallery')).toBe('customer');
    expect(remoteOfPage('/demo')).toBe('customer');
  });

  it('answers null for the shell’s own pages', () => {
    for (const path of ['/', '/login', '/logout', '/account/profile', '/setup/123', '/reset-password', '/confirm-email', '/forgot-password', '/maintenance']) expect(remoteOfPage(path)).toBeNull();
  });
});
