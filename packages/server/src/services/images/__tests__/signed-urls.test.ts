import { imageUrl, isValidImageSignature } from '../signed-urls';

const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!');
const parts = (url: string) => {
  const query = new URL(url, 'http://x').searchParams;
  return { s: query.get('s') ?? '', e: Number(query.get('e')) };
};

describe('signed image URLs', () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);

  it('work when handed out and for at least a day', () => {
    const { s, e } = parts(imageUrl(secret, 7, 'preview', now));
    expect(isValidImageSignature(secret, 7, 'preview', s, e, now)).toBe(true);
    expect(isValidImageSignature(secret, 7, 'preview', s, e, now + 24 * 3600 * 1000)).toBe(true);
  });

  it('expire', () => {
    const { s, e } = parts(imageUrl(secret, 7, 'preview', now));
    expect(isValidImageSignature(secret, 7, 'preview', s, e, now + 31 * 3600 * 1000)).toBe(false);
  });

  it('cannot be stretched by editing the expiry or reused for another image', () => {
    const { s, e } = parts(imageUrl(secret, 7, 'preview', now));
    expect(isValidImageSignature(secret, 7, 'preview', s, e + 3600, now)).toBe(false);
    expect(isValidImageSignature(secret, 8, 'preview', s, e, now)).toBe(false);
    expect(isValidImageSignature(secret, 7, 'thumbnail', s, e, now)).toBe(false);
  });

  it('stay the same within a few hours, so browsers can cache the image', () => {
    expect(imageUrl(secret, 7, 'thumbnail', now)).toBe(imageUrl(secret, 7, 'thumbnail', now + 60 * 1000));
  });
});
