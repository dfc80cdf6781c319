const randomBytes = (count: number) => globalThis.crypto.getRandomValues(new Uint8Array(count));
import { ACCESS_CODE_ALPHABET, accessCodeCandidates, formatAccessCode, generateAccessCode } from '../access-code';

describe('generated access codes', () => {
  it('are 8 characters with none of 0, O, 1, I or L', () => {
    for (let i = 0; i < 500; i += 1) {
      const code = generateAccessCode((n) => randomBytes(n));
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    }
    expect(ACCESS_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('skip the bytes that would favour some characters', () => {
    const bytes = [255, 248, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    let at = 0;
    const code = generateAccessCode((n) => Uint8Array.from({ length: n }, () => bytes[at++ % bytes.length]!));
    expect(code).toBe('23456789');
  });

  it('are shown in two groups of four, and other codes as they are', () => {
    expect(formatAccessCode('K7QM4XTR')).toBe('K7QM-4XTR');
    expect(formatAccessCode('MAPLE27')).toBe('MAPLE27');
    expect(formatAccessCode('2F4392000065')).toBe('2F4392000065');
  });

  it('are found however a parent types them', () => {
    expect(accessCodeCandidates(' k7qm-4xtr ')).toEqual(['K7QM4XTR', 'K7QM-4XTR']);
    expect(accessCodeCandidates('k7qm 4xtr')).toEqual(['K7QM4XTR', 'K7QM 4XTR']);
    expect(accessCodeCandidates('maple27')).toEqual(['MAPLE27']);
    expect(accessCodeCandidates('  ')).toEqual([]);
  });
});
