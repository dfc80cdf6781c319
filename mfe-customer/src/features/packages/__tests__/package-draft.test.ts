import { imageNode, subject } from '../../../test-support/fixtures';
import { cropFromRects, selectionFromCrop } from '../model/crop-geometry';
import { textToSend } from '../model/draft-requests';
import { initialDraft } from '../model/package-draft';

const phone = { id: 1, name: 'Phone', value: null, editable: true, dataSource: 'phone', altDataSource: null, obscure: true, autoFilled: false };

describe('package draft', () => {
  it('shows personal text masked and sends the original when it is left untouched (spec §5)', () => {
    const draft = initialDraft([{ imageNodes: [], textNodes: [phone] }], subject, null);
    expect(draft.texts[1]).toBe('55512*****');
    expect(textToSend(phone, draft.texts[1]!, subject)).toBe('5551234567');
    expect(textToSend(phone, '5559999999', subject)).toBe('5559999999');
  });

  it('fills image1 with the photo the parent came with, group slots with the class photo, other slots not at all', () => {
    const draft = initialDraft([{ imageNodes: [imageNode(1, 'image1'), imageNode(2, 'group1'), imageNode(3, 'image3')], textNodes: [] }], subject, 2);
    expect(draft.images[1]).toMatchObject({ subjectImageId: 2, groupImageId: null });
    expect(draft.images[2]).toMatchObject({ subjectImageId: null, groupImageId: 9 });
    expect(draft.images[3]).toMatchObject({ subjectImageId: null, groupImageId: null });
  });

  it('gives a one-photo child that photo in every place of theirs, a labelled place included: nothing is left to choose', () => {
    const onePhoto = { ...subject, images: subject.images.slice(0, 1) };
    const draft = initialDraft([{ imageNodes: [imageNode(1, 'Portrait'), imageNode(2, 'image3'), imageNode(3, 'group1')], textNodes: [] }], onePhoto, null);
    expect(draft.images[1]).toMatchObject({ subjectImageId: 1, groupImageId: null });
    expect(draft.images[2]).toMatchObject({ subjectImageId: 1, groupImageId: null });
    expect(draft.images[3]).toMatchObject({ subjectImageId: null, groupImageId: 9 });
  });

  it('turns the cropper frame into percentages of the image and back', () => {
    const image = { left: 20, top: 0, width: 400, height: 500 };
    const crop = cropFromRects({ x: 60, y: 50, width: 320, height: 400 }, image);
    expect(crop).toEqual({ cropX: 80, cropY: 80, xMid: 50, yMid: 50 });
    expect(selectionFromCrop(crop, image)).toEqual({ x: 60, y: 50, width: 320, height: 400 });
  });
});
