import {
  isStudioVerified,
  passesVerificationGuard,
  STUDIO_VERIFICATION_FEATURE,
  verificationFlagName,
  verificationRequiredMessage,
} from '..';

describe('the verification flag name (provider name + "Verified")', () => {
  it.each([
    ['Stripe', 'stripeVerified'],
    ['stripe', 'stripeVerified'],
    ['PayPal', 'payPalVerified'],
    ['Square Up', 'squareUpVerified'],
    ['authorize-net', 'authorizeNetVerified'],
  ])('%s → %s', (provider, flag) => {
    expect(verificationFlagName(provider)).toBe(flag);
  });

  it('refuses a provider without a name', () => {
    expect(() => verificationFlagName(' - ')).toThrow(RangeError);
  });

  it('words the message as the spec', () => {
    expect(verificationRequiredMessage('Stripe')).toBe(
      'Your studio needs to be verified by Stripe to access this feature',
    );
  });
});

describe('the verification guard', () => {
  it.each([
    [{ stripeVerified: true }, true],
    [{ stripeVerified: false }, false],
    [{ stripeVerified: 'true' }, false],
    [{}, false],
  ])('studio %j is verified by Stripe: %p', (studio, verified) => {
    expect(isStudioVerified(studio, 'Stripe')).toBe(verified);
  });

  const checked = [{ identifier: STUDIO_VERIFICATION_FEATURE }, { identifier: 'other' }];
  it.each([
    [{ stripeVerified: false }, [], true],
    [{ stripeVerified: false }, checked, false],
    [{ stripeVerified: true }, checked, true],
  ])('studio %j with features %j passes: %p', (studio, features, passes) => {
    expect(passesVerificationGuard(studio, 'Stripe', features)).toBe(passes);
  });
});
