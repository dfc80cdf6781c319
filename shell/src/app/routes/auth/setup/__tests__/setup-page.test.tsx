import { render, screen } from '@testing-library/react';
import { setupStudio } from '@shutterday/api-client';
import { MemoryRouter } from 'react-router';
import SetupPage from '../setup-page';
import { fillSetupForm } from '../../../../../test-support/fill-setup-form';

jest.mock('@shutterday/api-client', () => ({ ...jest.requireActual('@shutterday/api-client'), setupStudio: jest.fn() }));
jest.setTimeout(20_000);

test('after submitting, the page says the studio awaits approval instead of logging in', async () => {
  jest.mocked(setupStudio).mockResolvedValue({ accepted: true, message: 'We have received your request.' });
  render(
    <MemoryRouter>
      <SetupPage />
    </MemoryRouter>,
  );
  await fillSetupForm('northside');
  expect(await screen.findByText('Your studio awaits approval')).toBeInTheDocument();
  expect(screen.getByText('We have received your request.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create studio' })).not.toBeInTheDocument();
  expect(setupStudio).toHaveBeenCalledWith(expect.objectContaining({ studioSlug: 'northside', email: 'nia@northside.test' }));
});
