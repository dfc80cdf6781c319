import {
  checkOrderMethod,
  decideOrderMethod,
  isRspoOrder,
  isRspoRestricted,
  MISSING_ORDER_METHOD_WARNING,
  OrderMethod,
  parseOrderMethod,
  STUDIO_LOAD_ERROR_MESSAGE,
  studioLoadError,
} from '..';

describe('order methods Prepay and Gallery', () => {
  it('has exactly the two methods', () => {
    expect(OrderMethod).toEqual({ Prepay: 'Prepay', Gallery: 'Gallery' });
  });

  it.each([
    ['Prepay', 'Prepay'],
    ['Gallery', 'Gallery'],
    ['prepay', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('parseOrderMethod(%p) is %p', (stored, method) => {
    expect(parseOrderMethod(stored)).toBe(method);
  });
});

describe('the rspo flag: a Prepay job is flagged rspo when rspoJob is set', () => {
  it.each([
    [OrderMethod.Prepay, true, true],
    [OrderMethod.Prepay, false, false],
    [OrderMethod.Gallery, true, false],
    [OrderMethod.Gallery, false, false],
  ])('%s with rspoJob %p → rspo %p', (method, rspoJob, rspo) => {
    expect(isRspoOrder(method, { rspoJob })).toBe(rspo);
  });
});

describe('pre-pay refused under the rspoJob restriction', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
  ])('rspoJob %p, studio rspoEnabled %p → restricted %p', (rspoJob, rspoEnabled, restricted) => {
    expect(isRspoRestricted({ rspoJob }, { rspoEnabled })).toBe(restricted);
  });

  it.each([
    [OrderMethod.Prepay, true, false, { kind: 'refused', reason: 'rspo-restricted' }],
    [OrderMethod.Prepay, true, true, { kind: 'ok', method: 'Prepay', rspo: true }],
    [OrderMethod.Prepay, false, false, { kind: 'ok', method: 'Prepay', rspo: false }],
    [OrderMethod.Gallery, true, false, { kind: 'ok', method: 'Gallery', rspo: false }],
  ])('checkOrderMethod(%s, rspoJob %p, rspoEnabled %p)', (method, rspoJob, rspoEnabled, expected) => {
    expect(checkOrderMethod(method, { rspoJob }, { rspoEnabled })).toEqual(expected);
  });

  it('the studio must have rspoEnabled: "There was an error loading the studio"', () => {
    expect(studioLoadError({ rspoEnabled: false })).toBe('There was an error loading the studio');
    expect(studioLoadError({ rspoEnabled: true })).toBeNull();
    expect(STUDIO_LOAD_ERROR_MESSAGE).toBe('There was an error loading the studio');
  });
});

describe('a missing method only warns', () => {
  it('returns a warning, not a refusal', () => {
    expect(checkOrderMethod(undefined, { rspoJob: true }, { rspoEnabled: false })).toEqual({
      kind: 'warning',
      message: MISSING_ORDER_METHOD_WARNING,
    });
  });
});

describe('deciding the order method', () => {
  const both = { Prepay: { ok: true }, Gallery: { ok: true } };
  it('asks the parent when the job offers both and none was chosen, never defaulting to a pre-order', () => {
    expect(decideOrderMethod(null, both)).toEqual({ kind: 'ask', methods: ['Prepay', 'Gallery'] });
  });
  it('keeps what the parent chose, and takes the only method a job offers', () => {
    expect(decideOrderMethod('Gallery', both)).toEqual({ kind: 'chosen', method: 'Gallery' });
    expect(decideOrderMethod(null, { Prepay: { ok: false }, Gallery: { ok: true } })).toEqual({ kind: 'chosen', method: 'Gallery' });
    expect(decideOrderMethod(null, { Prepay: { ok: false }, Gallery: { ok: false } })).toEqual({ kind: 'none' });
  });
});
