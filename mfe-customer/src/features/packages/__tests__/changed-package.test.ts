import { packageChange } from '@shutterday/domain/package-change';
import { cartLine, pkg, subject } from '../../../test-support/fixtures';
import { carriedDraft, replacementOf } from '../model/changed-package';
import { editorItems } from '../model/editor-items';
import { initialDraft } from '../model/package-draft';

const line = { ...cartLine(7, 1), cartPackageItems: [{ id: 70, name: '8x10', productCode: '8x10', frontendCropDimensions: null, imageNodes: [{ ...pkg(1, 'Package A').items[0]!.imageNodes[0]!, id: 700, subjectImageId: 2, cropDimensions: { cropX: 50, cropY: 50, xMid: 30, yMid: 30 }, rotation: 90 }], textNodes: [{ ...pkg(1, 'Package A').items[0]!.textNodes[0]!, id: 701, value: 'Ava J' }] }] };

describe('a cart line whose package the studio changed', () => {
  it('is still on its own package while that is offered', () => {
    expect(replacementOf(line, [pkg(1, 'Package A'), pkg(2, 'Package A')], 'Package A')).toBeNull();
  });

  it('finds the package of the same name and kind that took its place', () => {
    const now = pkg(2, 'Package A', null, 3900);
    expect(replacementOf(line, [pkg(3, 'Package B'), now], 'Package A')).toBe(now);
    expect(replacementOf(line, [pkg(3, 'Package B')], 'Package A')).toBeNull();
  });

  it('opens the current package with the photo, crop, turn and text the parent chose', () => {
    const now = pkg(2, 'Package A', null, 3900);
    const items = editorItems(now.id, now.items, false);
    const draft = carriedDraft(initialDraft(items, subject, null), packageChange(line, now));
    expect(draft.images[200]).toEqual({ subjectImageId: 2, groupImageId: null, crop: { cropX: 50, cropY: 50, xMid: 30, yMid: 30 }, rotation: 90 });
    expect(draft.texts[201]).toBe('Ava J');
    expect(packageChange(line, now).sentences).toEqual(['The price is now $39.00 (it was $35.00).']);
  });
});
