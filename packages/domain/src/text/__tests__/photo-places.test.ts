import { childPhotoNumber, photoPlaceHolds, photoPlaceNames, startingChildPhoto } from '../image-node-names';

describe('what a photo place holds', () => {
  it.each([
    ['image1', 'child'],
    ['image7', 'child'],
    ['group1', 'group'],
    ['Group2', 'group'],
    // A studio's label, as the package form wrote it before it named its places: the child's photo.
    ['Portrait', 'child'],
    ['image99', 'child'],
  ] as const)('%p holds %p', (name, holds) => {
    expect(photoPlaceHolds({ name, static: false })).toBe(holds);
  });

  it('a static place holds nothing anyone chooses', () => {
    expect(photoPlaceHolds({ name: 'image1', static: true })).toBeNull();
    expect(childPhotoNumber({ name: 'image1', static: true })).toBeNull();
  });

  it('numbers the child places: imageN the N-th, a label the first, a group place none', () => {
    expect(childPhotoNumber({ name: 'image2' })).toBe(2);
    expect(childPhotoNumber({ name: 'Portrait' })).toBe(1);
    expect(childPhotoNumber({ name: 'group1' })).toBeNull();
  });
});

describe('the photo a child place starts with', () => {
  const twoPhotos = [11, 12];

  it('a child with one photo has it in every place of theirs, whatever its number or label', () => {
    for (const name of ['image1', 'image2', 'image3', 'Portrait']) expect(startingChildPhoto({ name }, [31])).toBe(31);
    expect(startingChildPhoto({ name: 'group1' }, [31])).toBeNull();
  });

  it('image1 and a labelled place start with the first photo, image2 with the second', () => {
    expect(startingChildPhoto({ name: 'image1' }, twoPhotos)).toBe(11);
    expect(startingChildPhoto({ name: 'Portrait' }, twoPhotos)).toBe(11);
    expect(startingChildPhoto({ name: 'image2' }, twoPhotos)).toBe(12);
  });

  it('the photo the parent came with wins over the numbering, when it is the child’s', () => {
    expect(startingChildPhoto({ name: 'image1' }, twoPhotos, 12)).toBe(12);
    expect(startingChildPhoto({ name: 'image1' }, twoPhotos, 99)).toBe(11);
  });

  it('image3 and later start empty for the parent to choose, as a child without photos does', () => {
    expect(startingChildPhoto({ name: 'image3' }, twoPhotos)).toBeNull();
    expect(startingChildPhoto({ name: 'image1' }, [])).toBeNull();
  });
});

describe('the names the package form gives its photo places', () => {
  const places = (...holds: Array<'child' | 'group'>) => holds.map((h) => ({ holds: h }));

  it('numbers new child photos and group photos apart, in order', () => {
    expect(photoPlaceNames(places('child', 'group', 'child'))).toEqual(['image1', 'group1', 'image2']);
    expect(photoPlaceNames([])).toEqual([]);
  });

  it('keeps a saved slot name of what the place holds, so image2 still starts with the second photo', () => {
    expect(photoPlaceNames([{ holds: 'child', name: 'image2' }])).toEqual(['image2']);
    expect(photoPlaceNames([{ holds: 'child' }, { holds: 'child', name: 'image1' }])).toEqual(['image2', 'image1']);
  });

  it('renames a labelled place, a place turned from child to group, and a second use of one name', () => {
    expect(photoPlaceNames([{ holds: 'child', name: 'Portrait' }])).toEqual(['image1']);
    expect(photoPlaceNames([{ holds: 'group', name: 'image1' }])).toEqual(['group1']);
    expect(photoPlaceNames([{ holds: 'child', name: 'image1' }, { holds: 'child', name: 'image1' }])).toEqual(['image1', 'image2']);
  });

  it('every name it writes holds what was chosen', () => {
    const holds = ['child', 'child', 'group'] as const;
    expect(photoPlaceNames(places(...holds)).map((name) => photoPlaceHolds({ name }))).toEqual(holds);
  });
});
