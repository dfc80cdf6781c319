import {
  ADDON_TYPES,
  ALWAYS_EDITABLE_CODES,
  BATCH_SHIPPING_LABEL,
  CONSUMER_CROP_EXCLUDED_CODES,
  DEFAULT_USER_PREFERENCES,
  DIGITAL_DOWNLOAD_CODES,
  DIGITAL_DOWNLOAD_PRODUCTS,
  downloadKind,
  isDigitalDownload,
  isPrintProduct,
  isWalletProduct,
  MILITARY_SHIPPING_CODE,
  ORGANIZATION_TYPES,
  personalizationDefaults,
  PRODUCT_SIZES,
  SHEET_WALLETS,
} from '..';

describe('constants of spec §9', () => {
  it('product codes and sizes', () => {
    expect(DIGITAL_DOWNLOAD_CODES).toEqual(['SingleDigDown', 'WholeDigDown', 'Dj', 'Dk']);
    expect(DIGITAL_DOWNLOAD_PRODUCTS.SingleDigDown).toBe('Single Digital Download');
    expect(DIGITAL_DOWNLOAD_PRODUCTS.WholeDigDown).toBe('Download All Images For Subject');
    expect(PRODUCT_SIZES).toEqual(['BFs', 'MiniBFs', 'MiniPac', '3.5x5', '4x5', '4x6', '5x7', '8x10', '10x13']);
    expect(SHEET_WALLETS['4x6']).toEqual({ count: 4, size: '1x1.5' });
  });

  it('types, shipping and preferences', () => {
    expect(ORGANIZATION_TYPES).toEqual(['sport', 'school']);
    expect(ADDON_TYPES).toEqual(['standard', 'addon_standard', 'addon_price']);
    expect(BATCH_SHIPPING_LABEL).toBe('Studio Shipping');
    expect(MILITARY_SHIPPING_CODE).toBe('priority');
    expect(DEFAULT_USER_PREFERENCES).toEqual({ buildMaximumCropperSize: 200, buildImagesPerRow: 6, useDarkMode: false });
  });

  it('the two consumer-crop exclusions and the always-editable code are named', () => {
    expect(CONSUMER_CROP_EXCLUDED_CODES).toHaveLength(2);
    expect(ALWAYS_EDITABLE_CODES).toEqual(['SingleDigDown']);
  });

  it.each([
    ['SingleDigDown', true, false, false],
    ['Dk', true, false, false],
    ['BFs', false, true, false],
    ['MiniBFs', false, true, false],
    ['8x10', false, false, true],
    ['MiniPac', false, false, true],
    ['dj', false, false, false],
    [null, false, false, false],
  ])('%p: download %p, wallet %p, print %p', (code, download, wallet, print) => {
    expect(isDigitalDownload(code)).toBe(download);
    expect(isWalletProduct(code)).toBe(wallet);
    expect(isPrintProduct(code)).toBe(print);
  });
});

describe('personalization defaults', () => {
  it('price 10 dollars, the current year, name and year on all prints, not on wallets', () => {
    expect(personalizationDefaults(new Date('2026-05-01T12:00:00Z'))).toEqual({
      price: 1000,
      yearToPrint: '2026',
      nameOnAllPrints: true,
      yearOnAllPrints: true,
      nameOnWallets: false,
      nameOnAllWallets: false,
      yearOnAllWallets: false,
    });
  });

  it('takes the year in UTC', () => {
    expect(personalizationDefaults(new Date('2025-12-31T23:30:00-05:00')).yearToPrint).toBe('2026');
  });
});

describe('what a digital item delivers', () => {
  it.each([
    ['SingleDigDown', 'one-photo'], ['WholeDigDown', 'all-photos'], ['Dj', 'all-photos'], ['Dk', 'all-photos'], ['8x10', null], [null, null],
  ] as const)('%p delivers %p', (code, kind) => {
    expect(downloadKind(code)).toBe(kind);
  });
});
