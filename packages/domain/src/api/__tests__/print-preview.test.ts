import * as v from 'valibot';
import { personalizationPreviewLines, PRINT_PREVIEW_LIMITS, printPreviewPhotoToken, printPreviewSearch } from '..';
import { PrintPreviewQuery, printPreviewRequest } from '../print-preview-query';

const thumbnail = '/api/customer/images/42/thumbnail?e=1790000000&s=abcDEF_-0123456789abcd';
const parse = (search: string) => v.safeParse(PrintPreviewQuery, Object.fromEntries(new URLSearchParams(search)));

describe('the print preview URL', () => {
  it('takes the photo token from a signed thumbnail or preview URL only', () => {
    expect(printPreviewPhotoToken(thumbnail)).toBe('42.1790000000.abcDEF_-0123456789abcd');
    expect(printPreviewPhotoToken('https://cdn.test/api/customer/images/7/preview?w=640&e=5&s=x')).toBe('7.5.x');
    expect(printPreviewPhotoToken('/api/customer/images/7/original?e=5&s=x')).toBeNull();
    expect(printPreviewPhotoToken('/elsewhere.jpg')).toBeNull();
  });

  it('writes the choices into a query the server reads back to the same choices', () => {
    const search = printPreviewSearch({
      packageItemId: 9,
      photos: [{ imageUrl: thumbnail, crop: { cropX: 60.4, cropY: 59.6, xMid: 40, yMid: 50 }, rotation: 90 }, null, { imageUrl: 'nope', crop: null, rotation: 0 }],
      backgroundId: 3,
      texts: [null, 'Ava Lopez'],
      extraLines: ['Ava', '2026', 'ignored'],
      size: 1000,
      format: 'webp',
    });
    const parsed = parse(search);
    expect(parsed.success).toBe(true);
    const request = printPreviewRequest(parsed.output as v.InferOutput<typeof PrintPreviewQuery>);
    expect(request).toEqual({
      packageItemId: 9,
      photos: [{ imageId: 42, expires: 1790000000, signature: 'abcDEF_-0123456789abcd', crop: { cropX: 60, cropY: 60, xMid: 40, yMid: 50 }, rotation: 90 }, null, null, null],
      backgroundId: 3,
      texts: [null, 'Ava Lopez', null, null],
      extraLines: ['Ava', '2026'],
      size: 1000,
      format: 'webp',
    });
    expect(request.photos).toHaveLength(PRINT_PREVIEW_LIMITS.photos);
  });

  it('defaults to a 640 px JPEG with nothing chosen', () => {
    const search = printPreviewSearch({ packageItemId: 1, photos: [{ imageUrl: thumbnail, crop: null, rotation: 0 }] });
    expect(search).toBe('item=1&p0=42.1790000000.abcDEF_-0123456789abcd');
    const request = printPreviewRequest(parse(search).output as v.InferOutput<typeof PrintPreviewQuery>);
    expect(request).toMatchObject({ size: 640, format: 'jpeg', backgroundId: null, extraLines: [] });
    expect(request.photos[0]).toMatchObject({ crop: null, rotation: 0 });
  });

  it('offers a 120 px box its width at a device pixel ratio of 1, 2 and 3', () => {
    for (const size of [120, 240, 360] as const) {
      const parsed = parse(printPreviewSearch({ packageItemId: 1, photos: [], size }));
      expect(parsed.success && printPreviewRequest(parsed.output).size).toBe(size);
    }
  });

  it.each([
    ['item=x', 'Package item not found'],
    ['item=1&p0=42.1.a%20b', 'Image not found'],
    ['item=1&c0=10,10,10', 'Give a crop as cropX,cropY,xMid,yMid in whole percent'],
    ['item=1&c0=10,10,10,101', 'Give a crop as cropX,cropY,xMid,yMid in whole percent'],
    ['item=1&r0=9.5', 'Give a rotation in whole degrees'],
    ['item=1&w=5000', 'This value must be one of 120, 240, 320, 360, 640, 1000'],
    ['item=1&f=gif', 'This value must be one of jpeg, webp'],
    [`item=1&t0=${'a'.repeat(121)}`, 'Use at most 120 characters'],
  ])('refuses %s', (search, message) => {
    const parsed = parse(search);
    expect(parsed.success).toBe(false);
    expect(parsed.issues?.[0]?.message).toBe(message);
  });
});

describe('the personalization on a preview', () => {
  const service = {
    id: 5, subjectId: 7, orderServiceId: 2, price: 1000, enabled: true, nameToPrint: 'Ava Johnson', yearToPrint: '2026',
    nameOnAllPrints: true, yearOnAllPrints: true, nameOnWallets: false, nameOnAllWallets: false, yearOnAllWallets: false,
  };

  it("draws the child's name and year on prints as the print file carries them, on wallets only as ticked", () => {
    expect(personalizationPreviewLines('8x10', 7, [service])).toEqual(['Ava Johnson', '2026']);
    expect(personalizationPreviewLines('BFs', 7, [service])).toEqual([]);
    expect(personalizationPreviewLines('BFs', 7, [{ ...service, nameOnWallets: true }])).toEqual(['Ava Johnson']);
  });

  it("draws nothing for another child, a service switched off or a blank year", () => {
    expect(personalizationPreviewLines('8x10', 8, [service])).toEqual([]);
    expect(personalizationPreviewLines('8x10', 7, [{ ...service, enabled: false }])).toEqual([]);
    expect(personalizationPreviewLines('8x10', 7, [{ ...service, yearToPrint: ' ' }])).toEqual(['Ava Johnson']);
  });
});
