import {
  canonicalFieldName,
  filterTextInput,
  holdsSubjectImageByDefault,
  isGroupImageNode,
  isSelectableImageNode,
  parseImageNodeName,
} from '..';

describe('alphanumeric mode and tilde stripping', () => {
  it.each([
    ['Ava Lee', 'alphanumeric', 'Ava Lee'],
    ["O'Brien-Smith #2!", 'alphanumeric', 'OBrienSmith 2'],
    ['José Zoë', 'alphanumeric', 'José Zoë'],
    ['a~b', 'alphanumeric', 'ab'],
    ['Go ~Tigers~!', 'text', 'Go Tigers!'],
    ['~~~', 'email', ''],
    ["O'Brien", undefined, "O'Brien"],
  ])('%p in mode %p → %p', (value, mode, cleaned) => {
    expect(filterTextInput(value, mode)).toBe(cleaned);
  });
});

describe('the image node name rule', () => {
  it.each([
    ['image1', { kind: 'image', index: 1 }],
    ['image98', { kind: 'image', index: 98 }],
    ['image99', undefined],
    ['image100', undefined],
    ['image0', undefined],
    ['image01', undefined],
    ['group1', { kind: 'group', index: 1 }],
    ['Group12', { kind: 'group', index: 12 }],
    ['group98', { kind: 'group', index: 98 }],
    ['group99', undefined],
    ['logo', undefined],
    ['image', undefined],
  ])('%p → %j', (name, slot) => {
    expect(parseImageNodeName(name)).toEqual(slot);
    expect(isSelectableImageNode(name)).toBe(slot !== undefined);
  });

  it.each([
    ['image1', true],
    ['image2', true],
    ['image3', false],
    ['group1', false],
    ['group2', false],
    ['logo', false],
  ])('%p holds the subject image by default: %p', (name, holds) => {
    expect(holdsSubjectImageByDefault(name)).toBe(holds);
  });

  it('tells group slots', () => {
    expect(isGroupImageNode('group3')).toBe(true);
    expect(isGroupImageNode('image3')).toBe(false);
  });
});

describe('the field-name aliases', () => {
  it.each([
    ['firstName', 'firstName'],
    ['First Name', 'firstName'],
    ['first_name', 'firstName'],
    ['LAST NAME', 'lastName'],
    ['Phone', 'phoneNumber'],
    ['phone number', 'phoneNumber'],
    ['Birthday', 'dateOfBirth'],
    ['Date of Birth', 'dateOfBirth'],
    ['date-of-birth', 'dateOfBirth'],
    ['grade', undefined],
  ])('%p → %p', (name, field) => {
    expect(canonicalFieldName(name)).toBe(field);
  });
});
