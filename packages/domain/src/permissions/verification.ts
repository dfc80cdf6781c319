/** The feature identifier that turns on the studio-verification check (spec §3 "Features"). */
export const STUDIO_VERIFICATION_FEATURE = 'studioVerification';

/**
 * The studioDetails field holding the provider-verified flag: the provider's name in lower camel
 * case plus "Verified" — "Stripe" → "stripeVerified", "Square Up" → "squareUpVerified".
 */
export function verificationFlagName(provider: string): string {
  const words = provider.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
  if (words.length === 0) throw new RangeError('A provider name is required');
  const camel = words
    .map((word, i) => (i === 0 ? word[0].toLowerCase() : word[0].toUpperCase()) + word.slice(1))
    .join('');
  return `${camel}Verified`;
}

export function verificationRequiredMessage(provider: string): string {
  return `Your studio needs to be verified by ${provider} to access this feature`;
}

/** True only when the flag is literally true: a missing flag means not verified. */
export function isStudioVerified(studioDetails: object, provider: string): boolean {
  return (studioDetails as Record<string, unknown>)[verificationFlagName(provider)] === true;
}

/** Whether the verification guard lets a protected feature through, given the studio's features. */
export function passesVerificationGuard(
  studioDetails: object,
  provider: string,
  features: ReadonlyArray<{ identifier: string }>,
): boolean {
  const checked = features.some((f) => f.identifier === STUDIO_VERIFICATION_FEATURE);
  return !checked || isStudioVerified(studioDetails, provider);
}
