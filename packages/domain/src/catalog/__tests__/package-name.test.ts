import { packageDisplayName } from '..';

describe('a package has one name for parents', () => {
  it.each([
    [{ name: 'Package A — Deluxe', altName: 'Package A' }, 'Package A'],
    [{ name: 'Package A — Deluxe', altName: null }, 'Package A — Deluxe'],
    [{ name: 'Package A — Deluxe', altName: '  ' }, 'Package A — Deluxe'],
    [{ name: 'Extra 5x7' }, 'Extra 5x7'],
  ])('%j is shown as %p', (pkg, shown) => {
    expect(packageDisplayName(pkg)).toBe(shown);
  });
});
