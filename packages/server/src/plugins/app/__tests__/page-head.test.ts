import { customerRemoteFiles, headTags, studioSlugOf } from '../page-head';

describe('head tags', () => {
  it('reads the studio slug of customer URLs only', () => {
    expect(studioSlugOf('/demo')).toBe('demo');
    expect(studioSlugOf('/lincoln-high/12/cart')).toBe('lincoln-high');
    expect(studioSlugOf('/')).toBeNull();
    expect(studioSlugOf('/account/profile')).toBeNull();
    expect(studioSlugOf('/%3Cscript%3E')).toBeNull();
  });

  it('cannot be closed early by a registry value', () => {
    const tags = headTags('/login', { customer: '</script><script>alert(1)</script>' }, { fetch: [], scripts: [], styles: [] });
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/id="sd-remotes">(.*)<\/script>$/.exec(tags)![1]!)).toEqual({ customer: '</script><script>alert(1)</script>' });
  });

  it('preloads only the manifest of a customer remote served from elsewhere', () => {
    expect(customerRemoteFiles('https://cdn.example.com/customer/mf-manifest.json', '/nowhere')).toEqual({
      fetch: ['https://cdn.example.com/customer/mf-manifest.json'],
      scripts: [],
      styles: [],
    });
  });
});
