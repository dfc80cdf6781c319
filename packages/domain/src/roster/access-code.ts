/**
 * Access codes the platform generates for subjects: short, readable and unambiguous, so a parent can type
 * the code of a camera card on a phone. The alphabet leaves out 0/O, 1/I and L; a code is 8 characters,
 * printed in two groups ("K7QM-4XTR") and taken in any case, with or without the dash or spaces. Codes a
 * studio typed or imported earlier keep working: a look-up tries the code as typed too.
 */
export const ACCESS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ACCESS_CODE_LENGTH = 8;
const GROUP = 4;

/** A new code from `ACCESS_CODE_LENGTH` random bytes (crypto's on the server); unbiased by rejection of high bytes. */
export function generateAccessCode(randomBytes: (count: number) => Uint8Array): string {
  const limit = 256 - (256 % ACCESS_CODE_ALPHABET.length);
  let code = '';
  while (code.length < ACCESS_CODE_LENGTH) {
    for (const byte of randomBytes(ACCESS_CODE_LENGTH)) {
      if (byte < limit && code.length < ACCESS_CODE_LENGTH) code += ACCESS_CODE_ALPHABET[byte % ACCESS_CODE_ALPHABET.length];
    }
  }
  return code;
}

const GENERATED = new RegExp(`^[${ACCESS_CODE_ALPHABET}]{${ACCESS_CODE_LENGTH}}$`);

/** What a parent typed, as the codes are stored: trimmed and upper-cased. */
export function typedAccessCode(text: string): string {
  return text.trim().toUpperCase();
}

/**
 * The codes a typed text may stand for, most likely first: without its spaces and dashes (the printed groups
 * of a generated code), then as typed (an older code may hold a dash of its own).
 */
export function accessCodeCandidates(text: string): string[] {
  const typed = typedAccessCode(text);
  const compact = typed.replace(/[\s-]+/g, '');
  return [...new Set([compact, typed])].filter((code) => code !== '');
}

/** How a code is printed and shown: a generated one in groups of four, any other as it is. */
export function formatAccessCode(code: string): string {
  return GENERATED.test(code) ? `${code.slice(0, GROUP)}-${code.slice(GROUP)}` : code;
}
