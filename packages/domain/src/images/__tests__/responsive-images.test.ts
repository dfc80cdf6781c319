import { isResponsiveWidth, responsiveSrcSet, responsiveVariantOf } from '../responsive-images';

const thumb = '/api/customer/images/7/thumbnail?e=1795000000&s=abc';

describe('responsive images', () => {
  it('offer every width of a signed photo URL in the asked format', () => {
    expect(responsiveSrcSet(thumb, 'webp')).toBe(
      `${thumb}&w=160&f=webp 160w, ${thumb}&w=320&f=webp 320w`,
    );
    expect(responsiveSrcSet('/api/customer/images/7/preview?e=1&s=x', 'jpeg').split(', ')).toHaveLength(3);
  });

  it('leave other images alone (a studio logo, a green-screen background)', () => {
    expect(responsiveVariantOf('/uploads/logo.png')).toBeNull();
    expect(responsiveSrcSet('/api/customer/greenscreen/3?s=x', 'webp')).toBe('');
  });

  it('make only the listed widths, never one above the variant', () => {
    expect(isResponsiveWidth('thumbnail', 320)).toBe(true);
    expect(isResponsiveWidth('thumbnail', 1000)).toBe(false);
    expect(isResponsiveWidth('preview', 481)).toBe(false);
  });
});
