import { render, screen, within } from '@testing-library/react';
import { cartDetails, cartLine, imageNode } from '../../../test-support/fixtures';
import { CartSummary } from '../components/cart-summary';

const cropped = { ...imageNode(100, 'image1'), subjectImageId: 2, imageThumbnailUrl: '/api/customer/images/2/thumbnail?e=1999999999&s=abc', cropDimensions: { cropX: 50, cropY: 40, xMid: 25, yMid: 20 } };
const print = { ...cartLine(1, 10), quantity: 2, cartPackageItems: [{ id: 11, packageItemId: 100, name: '8x10', productCode: '8x10', imageNodes: [cropped], textNodes: [], frontendCropDimensions: null }] };
const whole = { ...cartLine(2, 20, null, 2500), subjectName: 'Liam Smith', subjectId: 6, cartPackageItems: [{ id: 21, packageItemId: 200, name: 'Digital downloads', productCode: 'WholeDigDown', imageNodes: [], textNodes: [], frontendCropDimensions: null }] };
const single = { ...cartLine(3, 30, null, 1500), cartPackageItems: [{ id: 31, packageItemId: 300, name: 'Digital download', productCode: 'SingleDigDown', imageNodes: [{ ...imageNode(300, 'image1'), subjectImageId: 1, imageThumbnailUrl: '/t/1' }], textNodes: [], frontendCropDimensions: null }] };

describe('CartSummary (the review before Pay)', () => {
  it('lists every package with its child, what it holds and its price', () => {
    render(<CartSummary cart={cartDetails({ cartPackages: [print, whole, single], packageNames: { 10: 'Package A', 20: 'All digital', 30: 'One digital' } })} />);
    const lines = within(screen.getByRole('list', { name: 'Packages in your order' })).getAllByRole('listitem');
    expect(lines.map((line) => line.getAttribute('aria-label'))).toEqual(['Package A for Ava Johnson', 'All digital for Liam Smith', 'One digital for Ava Johnson']);
    expect(lines[0]).toHaveTextContent('2 × $35.00');
    expect(lines[0]).toHaveTextContent('$70.00');
    // The print as the renderer draws it, from the cart alone: its catalogue item, the signed photo and its crop.
    const preview = within(lines[0]!).getByRole('img', { name: 'Preview of the 8x10 as it will print' });
    expect(preview.getAttribute('src')).toMatch(/^\/api\/customer\/jobs\/11\/print-preview\?item=100&p0=2\.1999999999\.abc&c0=50%2C40%2C25%2C20/);
    expect(lines[1]).toHaveTextContent('All photos of Liam, as downloads');
    expect(lines[1]).toHaveTextContent('$25.00');
    expect(lines[2]).toHaveTextContent('This photo, as a download');
    expect(within(lines[2]!).getByRole('img', { name: 'The photo of the Digital download' })).toBeInTheDocument();
  });

});
