import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { queryClient } from '@shutterday/api-client';
import { studioDetailsQuery, studioFeaturesQuery } from '@shutterday/api-client/staff';
import type { StudioDetails } from '@shutterday/domain';
import { PlatformProviders } from '../../platform-providers/platform-providers';
import { RequireFeature } from '../require-feature';
import { RequireVerifiedStudio } from '../require-verified-studio';

// The studio's answers are put in the query cache, as if already loaded: the guards are tested on state.
const studio = { id: 3, name: 'Demo Photo Co', stripeVerified: false } as StudioDetails;

function renderGuarded(guarded: React.ReactNode) {
  return render(
    <PlatformProviders>
      <MemoryRouter initialEntries={['/admin/studios/3/reports']}>
        <Routes>
          <Route path="/admin/studios/3/reports" element={guarded} />
          <Route path="/admin/studios/3" element={<p>studio home</p>} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

afterEach(() => queryClient.clear());

test('a studio with the feature gets through', () => {
  queryClient.setQueryData(studioFeaturesQuery(3).queryKey, [{ identifier: 'reports' }]);
  renderGuarded(<RequireFeature feature="reports" studioId={3}>reports</RequireFeature>);
  expect(screen.getByText('reports')).toBeInTheDocument();
});

test('a missing feature toasts "Access to Route Denied" and redirects to the studio admin home', async () => {
  queryClient.setQueryData(studioFeaturesQuery(3).queryKey, []);
  renderGuarded(<RequireFeature feature="reports" studioId={3}>reports</RequireFeature>);
  expect(screen.getByText('studio home')).toBeInTheDocument();
  expect(await screen.findByText('Access to Route Denied')).toBeInTheDocument();
});

test('an unverified studio under the verification check is turned away with the provider named', async () => {
  queryClient.setQueryData(studioDetailsQuery(3).queryKey, studio);
  queryClient.setQueryData(studioFeaturesQuery(3).queryKey, [{ identifier: 'studioVerification' }]);
  renderGuarded(<RequireVerifiedStudio studioId={3}>payouts</RequireVerifiedStudio>);
  expect(screen.getByText('studio home')).toBeInTheDocument();
  expect(await screen.findByText('Your studio needs to be verified by Stripe to access this feature')).toBeInTheDocument();
});

test('a verified studio gets through', () => {
  queryClient.setQueryData(studioDetailsQuery(3).queryKey, { ...studio, stripeVerified: true });
  queryClient.setQueryData(studioFeaturesQuery(3).queryKey, [{ identifier: 'studioVerification' }]);
  renderGuarded(<RequireVerifiedStudio studioId={3}>payouts</RequireVerifiedStudio>);
  expect(screen.getByText('payouts')).toBeInTheDocument();
});
