import { packageChange } from '@shutterday/domain/package-change';
import { cartLine, pkg, subject } from '../../../test-support/fixtures';
import { carriedDraft, keptAnswers, replacementOf } from '../model/changed-package';
import { editorItems } from '../model/editor-items';
import { initialDraft } from '../model/package-draft';

const line = { ...cartLine(7, 1), cartPackageItems: [{ id: 70, packageItemId: 10, name: '8x10', productCode: '8x10', frontendCropDimensions: null, imageNodes: [{ ...pkg(1, 'Package A').items[0]!.imageNodes[0]!, id: 700, subjectImageId: 2, cropDimensions: { cropX: 50, cropY: 50, xMid: 30, yMid: 30 }, rotation: 90 }], textNodes: [{ ...pkg(1, 'Package A').items[0]!.textNodes[0]!, id: 701, value: 'Ava J' }] }] };

describe('a cart line whose package the studio changed', () => {
  it('is still on its own package while that is offered', () => {
    expect(replacementOf(line, [pkg(1, 'Package A'), pkg(2, 'Package A')], { 1: 2 })).toBeNull();
  });

  it('opens on the package the server says replaced it, whatever its name, when the job offers it', () => {
    const now = pkg(2, 'Package A (2027)', null, 3900);
    expect(replacementOf(line, [pkg(3, 'Package A'), now], { 1: 2 })).toBe(now);
    expect(replacementOf(line, [pkg(3, 'Package A')], { 1: 2 })).toBeNull();
    expect(replacementOf(line, [pkg(3, 'Package A'), now], {})).toBeNull();
  });

  it('opens the current package with the photo, crop, turn and text the parent chose', () => {
    const now = pkg(2, 'Package A', null, 3900);
    const items = editorItems(now.id, now.items, false);
    const draft = carriedDraft(initialDraft(items, subject, null), packageChange(line, now));
    expect(draft.images[200]).toEqual({ subjectImageId: 2, groupImageId: null, crop: { cropX: 50, cropY: 50, xMid: 30, yMid: 30 }, rotation: 90 });
    expect(draft.texts[201]).toBe('Ava J');
    expect(packageChange(line, now).sentences).toEqual(['The price is now $39.00 (it was $35.00).']);
  });

  it("keeps the answers to the job's questions that still fit, and the yearbook pose while it is still the child's photo", () => {
    const fields = [
      { name: 'teacher', label: 'Teacher', required: true, type: 'text' as const, options: [] },
      { name: 'shirt', label: 'T-shirt size', required: false, type: 'choice' as const, options: ['S', 'M'] },
    ];
    const answers = [
      { name: 'teacher', value: 'Ms. Carter' },
      { name: 'shirt', value: 'XL' },
      { name: 'retired_question', value: 'kept nowhere' },
      { name: 'yearbookPose', value: String(subject.images[0]!.id) },
    ];
    expect(keptAnswers(answers, fields, subject)).toEqual({ answers: { teacher: 'Ms. Carter' }, yearbookImageId: subject.images[0]!.id });
    expect(keptAnswers([{ name: 'yearbookPose', value: '999999' }], fields, subject)).toEqual({ answers: {}, yearbookImageId: null });
  });
});
