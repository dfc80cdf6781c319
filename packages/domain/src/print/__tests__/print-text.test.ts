import { placeText, printedLines, TEXT_EM_PER_CHARACTER } from '..';

describe('the lines a print carries', () => {
  it('prints each text node with something in it, in order, on one line each', () => {
    expect(
      printedLines([
        { name: 'Name', value: '  Ava   Lopez ' },
        { name: 'Blank', value: '   ' },
        { name: 'None', value: null },
        { name: 'Email', value: 'pa********', obscure: true },
        { name: 'Year', value: '2026\n' },
      ]),
    ).toEqual(['Ava Lopez', '2026']);
  });
});

describe('where the text goes', () => {
  const area = { left: 0, top: 0, width: 2400, height: 3000 };

  it('places nothing, not even the band, without lines', () => {
    expect(placeText([], area, 300)).toEqual({ shade: null, lines: [] });
  });

  it('centres a line at the bottom of the photo, inside the safe margin, over a band', () => {
    const { shade, lines } = placeText(['Ava Lopez'], area, 300);
    const [line] = lines;
    // An eighth of an inch at 300 DPI is 37.5 px; a line is 6 % of 3000 = 180 px.
    expect(line!.box).toEqual({ left: 37.5, top: 3000 - 37.5 - 180, width: 2400 - 75, height: 180 });
    expect(line!.fontSizePx).toBe(Math.floor(180 * 0.62));
    expect(shade).toEqual({ left: 0, top: line!.box.top - 45, width: 2400, height: 3000 - (line!.box.top - 45) });
  });

  it('stacks several lines upwards, the first on top', () => {
    const { lines } = placeText(['Ava Lopez', '2026'], area, 300);
    expect(lines.map((l) => l.text)).toEqual(['Ava Lopez', '2026']);
    expect(lines[1]!.box.top - lines[0]!.box.top).toBe(180);
    expect(lines[1]!.box.top + lines[1]!.box.height).toBe(3000 - 37.5);
  });

  it('shrinks a long line so it fits its box', () => {
    const name = 'Maximiliana Wolfeschlegelsteinhausen-Bergerdorff';
    const [line] = placeText([name], area, 300).lines;
    expect(line!.fontSizePx * name.length * TEXT_EM_PER_CHARACTER).toBeLessThanOrEqual(line!.box.width);
    expect(line!.fontSizePx).toBeLessThan(111);
  });

  it('keeps the band inside the photo when the lines fill it', () => {
    const small = { left: 10, top: 20, width: 100, height: 100 };
    const { shade } = placeText(Array.from({ length: 20 }, () => 'x'), small, 300);
    expect(shade!.top).toBe(20);
    expect(shade!.height).toBe(100);
  });

  it('scales with the DPI, so a preview places the text where the print does', () => {
    const print = placeText(['Ava'], area, 300).lines[0]!;
    const preview = placeText(['Ava'], { left: 0, top: 0, width: 800, height: 1000 }, 100).lines[0]!;
    expect(preview.box.left * 3).toBeCloseTo(print.box.left);
    expect(preview.box.top * 3).toBeCloseTo(print.box.top);
    expect(preview.box.width * 3).toBeCloseTo(print.box.width);
  });
});
