import { OrderMethod } from '../../order-method';
import { canSelectYearbookPose, guardChecksAvailability, isJobAvailable, canCloseOrderingOn, orderingClosedMessage, ORDERING_CLOSES_BEFORE_TODAY, type AvailabilityJob } from '..';

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

  describe('online ordering closes at the end of its last day where the studio is', () => {
    const chicago = job({ orderingClosesOn: '2026-12-01', timeZone: 'America/Chicago' });
    it.each([
      // Midnight in Chicago (UTC-6 in December) is 06:00 UTC the next day.
      ['open on its last evening', chicago, '2026-12-02T05:59:59.999Z', { ok: true }],
      ['closed at the studio\'s midnight', chicago, '2026-12-02T06:00:00.000Z', { ok: false, reason: 'ordering-closed' }],
      ['closed for either method and without one', chicago, '2026-12-03T00:00:00Z', { ok: false, reason: 'ordering-closed' }],
      ['a studio in UTC closes at UTC midnight', job({ orderingClosesOn: '2026-12-01' }), '2026-12-02T00:00:00.000Z', { ok: false, reason: 'ordering-closed' }],
      ['no closing day: never closes', job({ orderingClosesOn: null, timeZone: 'America/Chicago' }), '2099-01-01T00:00:00Z', { ok: true }],
      ['archived still wins', job({ archived: true, orderingClosesOn: '2026-12-01' }), '2026-12-03T00:00:00Z', { ok: false, reason: 'archived' }],
    ])('%s', (_name, value, at, expected) => {
      expect(isJobAvailable(value, OrderMethod.Gallery, new Date(at))).toEqual(expected);
      expect(isJobAvailable(value, undefined, new Date(at)).ok).toBe(expected.ok);
    });

    it('tells the parent the day it closed', () => {
      expect(orderingClosedMessage('2026-12-01')).toBe('Online ordering for this event closed on 12/01/2026.');
    });

    it('a studio cannot choose a day already past, but may keep the one it saved', () => {
      expect(canCloseOrderingOn('2026-11-28', null, '2026-11-29')).toBe(false);
      expect(ORDERING_CLOSES_BEFORE_TODAY).toBe('Online ordering cannot close before today');
      expect(canCloseOrderingOn('2026-11-29', null, '2026-11-29')).toBe(true);
      expect(canCloseOrderingOn('2026-11-20', '2026-11-20', '2026-11-29')).toBe(true);
      expect(canCloseOrderingOn(null, '2026-11-20', '2026-11-29')).toBe(true);
    });
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
