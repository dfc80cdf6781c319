import { formatPositionCoords, parsePositionCoords, PositionCoordsError } from '..';

describe('position coordinates in both formats', () => {
  it.each([
    ['10 20 300 400', { left: 10, top: 20, width: 300, height: 400 }],
    ['  0.5   1.25 30 40 ', { left: 0.5, top: 1.25, width: 30, height: 40 }],
    ['-5 0 .5 10', { left: -5, top: 0, width: 0.5, height: 10 }],
    ['10~20~420~310~300~400', { left: 10, top: 20, bottom: 420, right: 310, width: 300, height: 400 }],
    ['10 ~ 20 ~ 420 ~ 310 ~ 300 ~ 400', { left: 10, top: 20, bottom: 420, right: 310, width: 300, height: 400 }],
  ])('reads %p', (text, coords) => {
    expect(parsePositionCoords(text)).toEqual(coords);
  });

  it.each([
    [''],
    ['10 20 300'],
    ['10 20 300 400 500'],
    ['10~20~30~40~50'],
    ['10~20~30~40~50~60~70'],
    ['10,20,300,400'],
    ['10 20 abc 400'],
    ['10~20~~40~50~60'],
    ['1e3 20 30 40'],
  ])('gives a clear error for %p', (text) => {
    expect(() => parsePositionCoords(text)).toThrow(PositionCoordsError);
  });

  it('names the accepted formats in the error', () => {
    expect(() => parsePositionCoords('1 2 3')).toThrow(/four space-separated numbers.*six tilde-separated numbers/);
    expect(() => parsePositionCoords('1 2 x 4')).toThrow(/not a number/);
  });

  it.each(['10 20 300 400', '10~20~420~310~300~400'])('writes %p back as it came', (text) => {
    expect(formatPositionCoords(parsePositionCoords(text))).toBe(text);
  });
});
