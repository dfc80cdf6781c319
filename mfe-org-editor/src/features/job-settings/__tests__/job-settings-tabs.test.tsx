import { render, screen } from '@testing-library/react';
import { useStudioFeatures } from '@shutterday/api-client/staff';
import { StudioFeature } from '@shutterday/domain';
import { PlatformProviders } from '@shutterday/ui';
import { MemoryRouter, Route, Routes } from 'react-router';
import { FeatureTab, JobSettingsTabs } from '../components/job-settings-tabs';

jest.mock('@shutterday/api-client/staff', () => ({ ...jest.requireActual('@shutterday/api-client/staff'), useStudioFeatures: jest.fn() }));

function renderAt(path: string, features: string[] | undefined) {
  jest.mocked(useStudioFeatures).mockReturnValue({
    data: features?.map((identifier, id) => ({ id, identifier, name: identifier })), isPending: features === undefined, isError: false,
  } as never);
  render(
    <PlatformProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/studios/:studioId/jobs/:jobId/settings" element={<JobSettingsTabs />}>
            <Route path="general" element={<p>the general form</p>} />
            <Route path="preorder" element={<FeatureTab feature={StudioFeature.Prepay}>the preorder form</FeatureTab>} />
            <Route path="gallery" element={<FeatureTab feature={StudioFeature.Galleries}>the gallery form</FeatureTab>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe("a job's settings tabs follow the studio's features", () => {
  it('shows Preorder and Gallery only while the studio has prepay and galleries on', () => {
    renderAt('/admin/studios/1/jobs/5/settings/general', [StudioFeature.Prepay, StudioFeature.Galleries]);
    expect(tabNames()).toEqual(['General', 'Standard', 'Preorder', 'Preorder custom fields', 'Gallery']);
  });

  it('hides the tab of a switched-off feature', () => {
    renderAt('/admin/studios/1/jobs/5/settings/general', [StudioFeature.Galleries]);
    expect(tabNames()).toEqual(['General', 'Standard', 'Preorder custom fields', 'Gallery']);
  });

  it('sends the address of a switched-off tab back to General with "Access to Route Denied"', async () => {
    renderAt('/admin/studios/1/jobs/5/settings/gallery', [StudioFeature.Prepay]);
    expect(await screen.findByText('the general form')).toBeInTheDocument();
    expect(await screen.findByText(/Access to Route Denied/)).toBeInTheDocument();
    expect(screen.queryByText('the gallery form')).not.toBeInTheDocument();
  });
});
