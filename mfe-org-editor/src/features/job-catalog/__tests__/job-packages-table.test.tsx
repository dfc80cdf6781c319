import type { Package } from '@shutterday/domain';
import { PlatformProviders } from '@shutterday/ui';
import { render, screen } from '@testing-library/react';
import { JobPackagesTable } from '../components/job-packages-table';

const packages = [
  { id: 1, name: 'Keepsake', retailCost: 2500, packageAddon: null, items: [{ productCode: 'BFs' }, { productCode: 'SingleDigDown' }] },
] as unknown as Package[];

describe('JobPackagesTable', () => {
  it('lists the items of each package by product name, never by code', () => {
    render(
      <PlatformProviders>
        <JobPackagesTable packages={packages} caption="Offered" />
      </PlatformProviders>,
    );
    expect(screen.getByRole('cell', { name: 'Wallets (8 per sheet), Single Digital Download' })).toBeInTheDocument();
    expect(screen.queryByText(/SingleDigDown|BFs/)).not.toBeInTheDocument();
  });
});
