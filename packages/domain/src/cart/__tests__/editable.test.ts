import { isItemEditable, isPrefilledTextNode, prepayServicesApply, readPersistedCartState } from '..';
import { imageNode, item, textNode } from './fixtures';

const plain = { importedData: false, greenScreen: false };

describe('editable items', () => {
  it.each([
    ['no nodes', item(), plain, false],
    ['an image node to fill', item({ imageNodes: [imageNode()] }), plain, true],
    ['only static artwork', item({ imageNodes: [imageNode({ static: true })] }), plain, false],
    ['an editable text node', item({ textNodes: [textNode()] }), plain, true],
    ['a text node that is not editable', item({ textNodes: [textNode({ editable: false })] }), plain, false],
    ['pre-filled text, data not imported', item({ textNodes: [textNode({ dataSource: 'firstName' })] }), plain, true],
    ['pre-filled text, data imported', item({ textNodes: [textNode({ dataSource: 'firstName' })] }), { ...plain, importedData: true }, false],
    ['auto-filled text, data imported', item({ textNodes: [textNode({ autoFilled: true })] }), { ...plain, importedData: true }, false],
    ['free text, data imported', item({ textNodes: [textNode()] }), { ...plain, importedData: true }, true],
    ['a green-screen item', item(), { ...plain, greenScreen: true }, true],
    ['a product code that is always editable', item({ productCode: 'SingleDigDown' }), plain, true],
  ])('%s → %p', (_name, value, options, editable) => {
    expect(isItemEditable(value, options)).toBe(editable);
  });

  it.each([
    [{}, false],
    [{ dataSource: '  ' }, false],
    [{ dataSource: 'lastName' }, true],
    [{ autoFilled: true }, true],
  ])('text node %j is pre-filled: %p', (over, prefilled) => {
    expect(isPrefilledTextNode(textNode(over))).toBe(prefilled);
  });
});

describe('when pre-pay services apply', () => {
  const none = { allowRetouch: false, allowNameOnAllPrints: false, allowNameOnWallets: false };
  it.each([
    ['retouch allowed, empty cart', { ...none, allowRetouch: true }, [], true],
    ['nothing allowed', none, ['8x10', 'BFs'], false],
    ['name on prints with a print', { ...none, allowNameOnAllPrints: true }, ['8x10'], true],
    ['name on prints with only wallets', { ...none, allowNameOnAllPrints: true }, ['BFs'], false],
    ['name on wallets with a wallet', { ...none, allowNameOnWallets: true }, [null, 'MiniBFs'], true],
    ['name on wallets with only prints', { ...none, allowNameOnWallets: true }, ['5x7'], false],
    ['name on prints with only downloads', { ...none, allowNameOnAllPrints: true }, ['SingleDigDown'], false],
  ])('%s → %p', (_name, settings, codes, applies) => {
    expect(prepayServicesApply(settings, codes)).toBe(applies);
  });
});

describe('the locally persisted cart state', () => {
  it.each([
    ['{"jobId":3,"packageCount":2,"orderMethod":"Prepay"}', { jobId: 3, packageCount: 2, orderMethod: 'Prepay' }],
    ['{"jobId":3,"packageCount":2,"orderMethod":"Mail"}', null],
    ['{"jobId":0,"packageCount":2,"orderMethod":"Gallery"}', null],
    ['not json', null],
    [null, null],
  ])('%p → %j', (json, state) => {
    expect(readPersistedCartState(json)).toEqual(state);
  });
});
