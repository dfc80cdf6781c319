import { photoAreaCoords, photoAreaOf, photoAreaProblem, textSourceChoice, textSourceOf } from '../photo-area';

describe('a photo area on the print', () => {
  it('reads either spec §3 format, and writes the four-number one', () => {
    expect(photoAreaOf('10 5 80 70')).toEqual({ left: 10, top: 5, width: 80, height: 70 });
    expect(photoAreaOf('10~5~75~90~80~70')).toEqual({ left: 10, top: 5, width: 80, height: 70 });
    expect(photoAreaOf('  ')).toBeNull();
    expect(photoAreaOf('0,0,1,1')).toBe('unreadable');
    expect(photoAreaCoords({ left: 10, top: 5.125, width: 80, height: 70 })).toBe('10 5.13 80 70');
    expect(photoAreaCoords(null)).toBeNull();
  });

  it('must fit on the print', () => {
    expect(photoAreaProblem({ left: 0, top: 0, width: 100, height: 100 })).toBeNull();
    expect(photoAreaProblem({ left: 30, top: 0, width: 80, height: 50 })).toBe('Left plus width is at most 100 % of the print');
    expect(photoAreaProblem({ left: 0, top: 60, width: 50, height: 50 })).toBe('Top plus height is at most 100 % of the print');
    expect(photoAreaProblem({ left: 0, top: 0, width: 0, height: 50 })).toBe('Width and height are more than 0 %');
    expect(photoAreaProblem({ left: -1, top: 0, width: 50, height: 50 })).toBe('Left and top are at least 0 %');
    expect(photoAreaProblem({ left: Number.NaN, top: 0, width: 50, height: 50 })).toBe('Enter each side as a number from 0 to 100');
  });
});

describe('what a text on the print says', () => {
  it('is a name part, a data field or typed by the parent, both ways', () => {
    expect(textSourceChoice('fullName')).toEqual({ source: 'fullName', field: '' });
    expect(textSourceChoice(null)).toEqual({ source: 'typed', field: '' });
    expect(textSourceChoice('Teacher')).toEqual({ source: 'field', field: 'Teacher' });
    expect(textSourceOf('field', ' Teacher ')).toBe('Teacher');
    expect(textSourceOf('field', '')).toBeNull();
    expect(textSourceOf('typed', 'ignored')).toBeNull();
    expect(textSourceOf('lastName', '')).toBe('lastName');
  });
});
