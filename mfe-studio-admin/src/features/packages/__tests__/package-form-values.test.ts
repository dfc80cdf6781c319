import type { StudioPackage } from '@shutterday/domain';
import { EMPTY_PACKAGE, emptyItem, fromPackage, toPackageInput } from '../package-form-values';

const typed = {
  ...EMPTY_PACKAGE,
  name: 'Digital bonus',
  retailCost: '15',
  addonType: 'addon_price' as const,
  requiredMinPrice: '40',
  items: [{ ...emptyItem(), productCode: 'SingleDigDown', name: 'Download', imageNodes: 'image1', textNodes: 'name:subject.fullName, year' }],
};

describe('package form values', () => {
  it('turns what was typed into the API body: cents, the add-on rule, nodes from their names', () => {
    const input = toPackageInput(typed);
    expect(input).toMatchObject({ name: 'Digital bonus', altName: null, retailCost: 1500, addon: { type: 'addon_price', requiredMinPrice: 4000, requiresStandard: true } });
    expect(input.items[0]).toMatchObject({ productCode: 'SingleDigDown', quantity: 1, imageNodes: [{ name: 'image1', static: false }] });
    expect(input.items[0]!.textNodes.map((node) => [node.name, node.dataSource])).toEqual([['name', 'subject.fullName'], ['year', null]]);
    expect(toPackageInput({ ...typed, addonType: 'standard' }).addon).toEqual({ type: 'standard', requiredMinPrice: 0, requiresStandard: false });
  });

  it('keeps what the form does not show (node positions, flags) through an edit', () => {
    const saved: StudioPackage = {
      id: 7, version: 2, name: 'Portrait', altName: null, altDescription: null, retailCost: 2500, allowConsumerCrop: true, packageSetId: null, packageSetName: null, archivedAt: null, replacesPackageId: null, inUse: false,
      packageAddon: null,
      items: [{
        id: 1, name: '8x10', altName: null, allowConsumerCrop: true, positionCoords: '0,0,1,1', productCode: '8x10', quantity: 2,
        imageNodes: [{ id: 3, name: 'image1', static: true, positionCoords: '1,2,3,4', productCode: null, subjectImageId: null, groupImageId: null, replacementImageId: null, cropDimensions: null, frontendCropDimensions: null, rotation: 0, imageThumbnailUrl: null }],
        textNodes: [{ id: 4, name: 'name', value: null, editable: false, dataSource: 'subject.fullName', altDataSource: null, obscure: true, autoFilled: false }],
      }],
    };
    const values = fromPackage(saved);
    expect(values).toMatchObject({ retailCost: '25.00', addonType: 'standard', items: [{ quantity: '2', imageNodes: 'image1', textNodes: 'name:subject.fullName' }] });
    const item = toPackageInput(values).items[0]!;
    expect(item.imageNodes).toEqual([{ name: 'image1', static: true, positionCoords: '1,2,3,4', productCode: null }]);
    expect(item.textNodes).toEqual([{ name: 'name', value: null, editable: false, dataSource: 'subject.fullName', altDataSource: null, obscure: true }]);
  });
});
