import { avaPersonalization, pkg, subject } from '../../../test-support/fixtures';
import { draftPreviewInput } from '../model/draft-preview';
import { editorItems } from '../model/editor-items';
import { initialDraft } from '../model/package-draft';

const [item] = editorItems(1, pkg(1, 'Package A').items, false);

describe('draftPreviewInput (the options page live preview)', () => {
  it('follows the pose, crop, turn, background and typed name the parent set', () => {
    const draft = initialDraft([item!], subject, null);
    const crop = { cropX: 60, cropY: 75, xMid: 40, yMid: 45 };
    const set = { ...draft, images: { 100: { subjectImageId: 2, groupImageId: null, crop, rotation: 90 } }, texts: { 101: 'Ava J' }, greenScreenId: 3 };
    expect(draftPreviewInput(item!, set, subject)).toEqual({ packageItemId: 10, photos: [{ imageUrl: '/t/2', crop, rotation: 90 }], backgroundId: 3, texts: ['Ava J'], extraLines: [] });
  });

  it("draws the child's personalization already in the cart, as the print file will carry it", () => {
    const draft = initialDraft([item!], subject, null);
    expect(draftPreviewInput(item!, draft, subject, [avaPersonalization])).toMatchObject({ extraLines: ['Ava Johnson', '2026'] });
  });

  it('leaves a slot empty until a photo is chosen, and a blank text to the node', () => {
    const draft = { ...initialDraft([item!], subject, null), images: { 100: { subjectImageId: null, groupImageId: null, crop: null, rotation: 0 } }, texts: { 101: ' ' } };
    expect(draftPreviewInput(item!, draft, subject)).toMatchObject({ photos: [null], texts: [null] });
  });

  it('draws no download', () => {
    expect(draftPreviewInput({ ...item!, productCode: 'SingleDigDown' }, initialDraft([item!], subject, null), subject)).toBeNull();
  });
});
