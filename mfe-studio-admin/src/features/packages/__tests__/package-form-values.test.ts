import type { StudioPackage } from '@shutterday/domain';
import { PRINT_ITEM_NEEDS_PHOTO } from '@shutterday/domain/staff';
import * as v from 'valibot';
import { EMPTY_PACKAGE, emptyItem, fromPackage, PackageFormSchema, toPackageInput } from '../package-form-values';

const area = (left: string, top: string, width: string, height: string) => ({ whole: false, left, top, width, height });

const typed = {
  ...EMPTY_PACKAGE,
  name: 'Digital bonus',
  retailCost: '15',
  addonType: 'addon_price' as const,
  requiredMinPrice: '40',
  items: [
    {
      ...emptyItem(),
      productCode: '8x10',
      name: 'Portrait',
      photos: [{ holds: 'child' as const, area: area('10', '5', '80', '70'), saved: null }, { holds: 'group' as const, area: { whole: true, left: '0', top: '0', width: '100', height: '100' }, saved: null }],
      texts: [
        { name: 'Name', source: 'fullName' as const, field: '', saved: null },
        { name: 'Teacher', source: 'field' as const, field: 'Teacher', saved: null },
        { name: 'Message', source: 'typed' as const, field: '', saved: null },
      ],
    },
  ],
};

describe('package form values', () => {
  it('turns what was typed into the API body: cents, the add-on rule, photo places in spec §3 coordinates, what each text says', () => {
    const input = toPackageInput(typed);
    expect(input).toMatchObject({ name: 'Digital bonus', altName: null, retailCost: 1500, addon: { type: 'addon_price', requiredMinPrice: 4000, requiresStandard: true } });
    expect(input.items[0]).toMatchObject({ productCode: '8x10', quantity: 1, positionCoords: null, imageNodes: [{ name: 'image1', static: false, positionCoords: '10 5 80 70' }, { name: 'group1', static: false, positionCoords: null }] });
    expect(input.items[0]!.textNodes.map((node) => [node.name, node.dataSource])).toEqual([['Name', 'fullName'], ['Teacher', 'Teacher'], ['Message', null]]);
    expect(toPackageInput({ ...typed, addonType: 'standard' }).addon).toEqual({ type: 'standard', requiredMinPrice: 0, requiresStandard: false });
  });

  it('refuses a photo place that does not fit on the print, in the studio\u2019s words', () => {
    const wrong = { ...typed, items: [{ ...typed.items[0]!, photos: [{ holds: 'child' as const, area: area('30', '0', '80', '50'), saved: null }] }] };
    const result = v.safeParse(PackageFormSchema, wrong);
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['items.0.photos.0.area.width', 'Left plus width is at most 100 % of the print']]);
    expect(v.safeParse(PackageFormSchema, typed).success).toBe(true);
  });

  it('shows saved coordinates of either format as places and keeps what the form does not show through an edit', () => {
    const saved: StudioPackage = {
      id: 7, version: 2, name: 'Portrait', altName: null, altDescription: null, retailCost: 2500, allowConsumerCrop: true, packageSetId: null, packageSetName: null, archivedAt: null, replacesPackageId: null, inUse: false,
      packageAddon: null,
      items: [{
        id: 1, name: '8x10', altName: null, allowConsumerCrop: true, positionCoords: '5~5~95~95~90~90', productCode: '8x10', quantity: 2,
        imageNodes: [{ id: 3, name: 'image1', static: true, positionCoords: null, productCode: null, subjectImageId: null, groupImageId: null, replacementImageId: null, cropDimensions: null, frontendCropDimensions: null, rotation: 0, imageThumbnailUrl: null }],
        textNodes: [{ id: 4, name: 'name', value: null, editable: false, dataSource: 'fullName', altDataSource: 'firstName', obscure: true, autoFilled: false }],
      }],
    };
    const values = fromPackage(saved);
    expect(values.items[0]).toMatchObject({ quantity: '2', area: area('5', '5', '90', '90'), photos: [{ holds: 'fixed', area: { whole: true } }], texts: [{ name: 'name', source: 'fullName' }] });
    const item = toPackageInput(values).items[0]!;
    expect(item.positionCoords).toBe('5 5 90 90');
    expect(item.imageNodes).toEqual([{ name: 'image1', static: true, positionCoords: null, productCode: null }]);
    expect(item.textNodes).toEqual([{ name: 'name', value: null, editable: false, dataSource: 'fullName', altDataSource: 'firstName', obscure: true }]);
  });

  it('refuses a print without a photo, where the photos are chosen, as the server does', () => {
    const bare = { ...typed, items: [{ ...typed.items[0]!, photos: [] }] };
    const result = v.safeParse(PackageFormSchema, bare);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['items.0.photos', PRINT_ITEM_NEEDS_PHOTO]]);
  });

  it('reads a saved labelled place ("Portrait") as the child’s photo and saves it as image1', () => {
    const values = toPackageInput({ ...typed, items: [{ ...typed.items[0]!, photos: [{ holds: 'child', area: { whole: true, left: '0', top: '0', width: '100', height: '100' }, saved: { name: 'Portrait', static: false, productCode: null } }] }] });
    expect(values.items[0]!.imageNodes.map((node) => node.name)).toEqual(['image1']);
  });

  it('keeps a saved place that starts with the second photo as image2 through an edit', () => {
    const values = toPackageInput({ ...typed, items: [{ ...typed.items[0]!, photos: [{ holds: 'child', area: { whole: true, left: '0', top: '0', width: '100', height: '100' }, saved: { name: 'image2', static: false, productCode: null } }] }] });
    expect(values.items[0]!.imageNodes.map((node) => node.name)).toEqual(['image2']);
  });

  it('gives a download of one photo the child’s place for the parent to choose, and a download of every photo none', () => {
    const digital = (productCode: string) => toPackageInput({ ...typed, items: [{ ...typed.items[0]!, productCode, photos: [] }] }).items[0]!.imageNodes;
    expect(digital('SingleDigDown')).toEqual([{ name: 'image1', static: false, productCode: null, positionCoords: null }]);
    expect(digital('WholeDigDown')).toEqual([]);
  });
});
