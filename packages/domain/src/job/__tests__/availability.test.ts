import { OrderMethod } from '../../order-method';
import { canSelectYearbookPose, guardChecksAvailability, isJobAvailable, type AvailabilityJob } from '..';

const job = (over: Partial<AvailabilityJob> = {}): AvailabilityJob => ({
  published: true,
  archived: false,
  prepay: { available: true },
  gallery: { available: true },
  ...over,
});

describe('the job availability gate', () => {
  it.each([
    ['available for prepay', job(), OrderMethod.Prepay, { ok: true }],
    ['available for gallery', job(), OrderMethod.Gallery, { ok: true }],
    ['not published', job({ published: false }), OrderMethod.Prepay, { ok: false, reason: 'unpublished' }],
    ['archived', job({ archived: true }), OrderMethod.Gallery, { ok: false, reason: 'archived' }],
    ['unpublished wins over archived', job({ published: false, archived: true }), undefined, { ok: false, reason: 'unpublished' }],
    ['prepay chosen, not available', job({ prepay: { available: false } }), OrderMethod.Prepay, { ok: false, reason: 'prepay-unavailable' }],
    ['gallery chosen, not available', job({ gallery: { available: false } }), OrderMethod.Gallery, { ok: false, reason: 'gallery-unavailable' }],
    ['prepay off but gallery chosen', job({ prepay: { available: false } }), OrderMethod.Gallery, { ok: true }],
    ['no method: publication only', job({ prepay: { available: false }, gallery: { available: false } }), undefined, { ok: true }],
  ])('%s', (_name, value, method, expected) => {
    expect(isJobAvailable(value, method)).toEqual(expected);
  });

  it.each([
    [OrderMethod.Prepay, true],
    [OrderMethod.Gallery, true],
    [undefined, false],
  ])('the customer guard loads the job for method %p: %p', (method, loads) => {
    expect(guardChecksAvailability(method)).toBe(loads);
  });
});

describe('yearbook pose selection', () => {
  const on = { enableYearBookPoseSelection: true, isYearBookPoseSelectionExpired: false };
  it.each([
    [on, 2, true],
    [on, 1, false],
    [on, 0, false],
    [on, 5, true],
    [{ ...on, enableYearBookPoseSelection: false }, 2, false],
    [{ ...on, isYearBookPoseSelectionExpired: true }, 2, false],
  ])('%j with %d images → %p', (settings, count, allowed) => {
    expect(canSelectYearbookPose(settings, count)).toBe(allowed);
  });
});
