import { addPackage, movePackage, removePackage } from '../package-set-order';

describe("a set's package order", () => {
  it('adds at the end, once', () => {
    expect(addPackage([1, 2], 3)).toEqual([1, 2, 3]);
    expect(addPackage([1, 2], 2)).toEqual([1, 2]);
  });
  it('removes one', () => expect(removePackage([1, 2, 3], 2)).toEqual([1, 3]));
  it('moves one place, never past either end', () => {
    expect(movePackage([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(movePackage([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(movePackage([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(movePackage([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });
});
