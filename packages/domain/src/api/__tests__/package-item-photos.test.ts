import * as v from 'valibot';
import { PackageCreate, PRINT_ITEM_NEEDS_PHOTO } from '../catalog-input';

const packageOf = (...items: object[]) => ({ name: 'Package A', retailCost: 2500, items });
const item = (productCode: string, imageNodes: object[] = []) => ({ name: productCode, productCode, imageNodes });

describe('a package item and its photo', () => {
  it('refuses a print with no place for a photo, or only static ones, naming the item’s photos', () => {
    for (const bad of [item('8x10'), item('BFs', [{ name: 'logo', static: true }])]) {
      const result = v.safeParse(PackageCreate, packageOf(item('5x7', [{ name: 'image1' }]), bad));
      expect(result.success).toBe(false);
      expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['items.1.imageNodes', PRINT_ITEM_NEEDS_PHOTO]]);
    }
  });

  it('takes a print holding the child’s photo (named or labelled) or the group photo', () => {
    for (const good of [item('8x10', [{ name: 'image1' }]), item('8x10', [{ name: 'Portrait' }]), item('8x10', [{ name: 'group1' }])]) {
      expect(v.safeParse(PackageCreate, packageOf(good)).success).toBe(true);
    }
  });

  it('gives a download of one photo the child’s place, for the parent to choose which photo it delivers', () => {
    const parsed = v.parse(PackageCreate, packageOf(item('SingleDigDown')));
    expect(parsed.items[0]!.imageNodes).toEqual([{ name: 'image1', static: false, positionCoords: null, productCode: null }]);
    expect(v.parse(PackageCreate, packageOf(item('SingleDigDown', [{ name: 'image1' }]))).items[0]!.imageNodes).toHaveLength(1);
  });

  it('leaves a download of every photo without places: it chooses nothing', () => {
    expect(v.parse(PackageCreate, packageOf(item('WholeDigDown'))).items[0]!.imageNodes).toEqual([]);
  });
});
