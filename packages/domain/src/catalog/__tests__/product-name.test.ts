import { PRODUCT_SIZES, DIGITAL_DOWNLOAD_CODES, productName } from '..';

describe('productName', () => {
  it('names the downloads and wallets in words', () => {
    expect(productName('SingleDigDown')).toBe('Single Digital Download');
    expect(productName('WholeDigDown')).toBe('Download All Images For Subject');
    expect(productName('BFs')).toBe('Wallets (8 per sheet)');
    expect(productName('8x10')).toBe('8x10 print');
  });

  it('has a name for every known code that is not the code itself', () => {
    for (const code of [...PRODUCT_SIZES, ...DIGITAL_DOWNLOAD_CODES]) expect(productName(code)).not.toBe(code);
  });

  it('shows an unknown code as it is', () => {
    expect(productName('Poster')).toBe('Poster');
    expect(productName('toString')).toBe('toString');
    expect(productName(null)).toBe('No product');
  });
});
