import { incompleteCartPackages, isCartItemComplete, isCartPackageComplete, isImageNodeFilled, isTextNodeFilled, missingChoices, missingChoicesSentence } from '..';
import { cart, imageNode, item, line, textNode } from './fixtures';

describe('cart item completeness', () => {
  it.each(['SingleDigDown', 'WholeDigDown', 'Dj', 'Dk'])('the digital download %s is always complete', (code) => {
    expect(isCartItemComplete(item({ productCode: code, textNodes: [textNode()], imageNodes: [imageNode()] }))).toBe(true);
  });

  it.each([
    [null, false],
    ['', false],
    ['   ', false],
    ['Ava', true],
    [' A ', true],
  ])('a text node with %p is filled: %p', (value, filled) => {
    expect(isTextNodeFilled(textNode({ value }))).toBe(filled);
  });

  it.each([
    [{}, false],
    [{ subjectImageId: 5 }, true],
    [{ groupImageId: 9 }, true],
    [{ replacementImageId: 3 }, false],
    [{ static: true }, true],
  ])('an image node %j is filled: %p', (over, filled) => {
    expect(isImageNodeFilled(imageNode(over))).toBe(filled);
  });

  it.each([
    ['no nodes', item(), true],
    ['all filled', item({ textNodes: [textNode({ value: 'Ava' })], imageNodes: [imageNode({ subjectImageId: 1 })] }), true],
    ['one blank text', item({ textNodes: [textNode({ value: 'Ava' }), textNode({ value: ' ' })] }), false],
    ['one empty image', item({ imageNodes: [imageNode({ subjectImageId: 1 }), imageNode()] }), false],
    ['text fine, image missing', item({ textNodes: [textNode({ value: 'x' })], imageNodes: [imageNode()] }), false],
  ])('%s → complete %p', (_name, value, complete) => {
    expect(isCartItemComplete(value)).toBe(complete);
  });

  it('a line is complete when every item is; the cart lists the incomplete lines', () => {
    const done = line({ id: 1, cartPackageItems: [item()] });
    const open = line({ id: 2, cartPackageItems: [item(), item({ imageNodes: [imageNode()] })] });
    expect(isCartPackageComplete(done)).toBe(true);
    expect(isCartPackageComplete(open)).toBe(false);
    expect(incompleteCartPackages(cart([done, open])).map((l) => l.id)).toEqual([2]);
  });
});

describe('what a package still needs', () => {
  it('names every blank text and empty photo slot with its item, in package order', () => {
    const name = textNode({ id: 1, name: 'Name', value: '  ' });
    const missing = missingChoices([
      item({ name: '8x10', textNodes: [name], imageNodes: [imageNode({ subjectImageId: 3 })] }),
      item({ name: 'Wallets', imageNodes: [imageNode({ id: 2 })] }),
    ]);
    expect(missing).toEqual([
      { kind: 'text', nodeId: 1, itemName: '8x10', label: 'the name printed on the 8x10' },
      { kind: 'photo', nodeId: 2, itemName: 'Wallets', label: 'a photo for the Wallets' },
    ]);
    expect(missingChoicesSentence(missing)).toBe('This package still needs: the name printed on the 8x10 and a photo for the Wallets.');
  });

  it('asks nothing of a complete package or of a digital download', () => {
    expect(missingChoices([item({ textNodes: [textNode({ value: 'Ava' })] })])).toEqual([]);
    expect(missingChoices([item({ productCode: 'SingleDigDown', imageNodes: [imageNode()] })])).toEqual([]);
    expect(missingChoicesSentence([])).toBe('');
  });

  it('agrees with the completeness rule the server applies', () => {
    const items = [item({ textNodes: [textNode({ value: '' })] }), item({ imageNodes: [imageNode()] }), item()];
    for (const one of items) expect(missingChoices([one]).length === 0).toBe(isCartItemComplete(one));
  });
});
