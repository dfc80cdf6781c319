import { asksYearbookPose } from '..';

const prints = { items: [{ productCode: '8x10' }, { productCode: 'BFs' }] };
const digital = { items: [{ productCode: 'SingleDigDown' }] };
const line = (subjectId: number, codes: string[]) => ({ subjectId, cartPackageItems: codes.map((productCode) => ({ productCode })) });

describe('the yearbook pose is asked once per subject per cart', () => {
  it('asks with the first printed package of a subject', () => {
    expect(asksYearbookPose({ allowed: true, subjectId: 1, chosen: [prints], cartLines: [] })).toBe(true);
  });

  it('does not ask again once a printed package of that subject is in the cart', () => {
    expect(asksYearbookPose({ allowed: true, subjectId: 1, chosen: [prints], cartLines: [line(1, ['5x7'])] })).toBe(false);
  });

  it('asks for another subject even when the cart holds packages of the first', () => {
    expect(asksYearbookPose({ allowed: true, subjectId: 2, chosen: [prints], cartLines: [line(1, ['5x7'])] })).toBe(true);
  });

  it('never asks for a digital download, and a digital line in the cart does not count as asked', () => {
    expect(asksYearbookPose({ allowed: true, subjectId: 1, chosen: [digital], cartLines: [] })).toBe(false);
    expect(asksYearbookPose({ allowed: true, subjectId: 1, chosen: [prints], cartLines: [line(1, ['WholeDigDown'])] })).toBe(true);
  });

  it('never asks when the job does not allow pose selection', () => {
    expect(asksYearbookPose({ allowed: false, subjectId: 1, chosen: [prints], cartLines: [] })).toBe(false);
  });
});
