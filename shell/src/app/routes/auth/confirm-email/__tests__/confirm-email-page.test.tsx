import { render, screen } from '@testing-library/react';
import { ApiError } from '@shutterday/api-client';
import { confirmEmail } from '@shutterday/api-client/staff';
import { INVALID_EMAIL_LINK } from '@shutterday/domain/staff';
import { MemoryRouter } from 'react-router';
import ConfirmEmailPage from '../confirm-email-page';

jest.mock('@shutterday/api-client/staff', () => ({ ...jest.requireActual('@shutterday/api-client/staff'), confirmEmail: jest.fn() }));
jest.setTimeout(20_000);

const open = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <ConfirmEmailPage />
    </MemoryRouter>,
  );

beforeEach(() => jest.mocked(confirmEmail).mockReset());

test('opening the link changes the e-mail once and says which address logs in from now on', async () => {
  jest.mocked(confirmEmail).mockResolvedValue({ email: 'sam@studio.test' });
  open('/confirm-email?token=abc%2Bdef');
  expect(screen.getByRole('status')).toHaveTextContent('Changing your e-mail…');
  expect(await screen.findByText('From now on you log in with sam@studio.test.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  expect(confirmEmail).toHaveBeenCalledTimes(1);
  expect(confirmEmail).toHaveBeenCalledWith({ token: 'abc+def' });
});

test('a used or expired link says so and leads to the profile to ask again', async () => {
  jest.mocked(confirmEmail).mockRejectedValue(new ApiError(400, [INVALID_EMAIL_LINK]));
  open('/confirm-email?token=used');
  expect(await screen.findByText(INVALID_EMAIL_LINK)).toBeInTheDocument();
  expect(screen.getByText('Your e-mail was not changed')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/account/profile');
});

test('a link without its token asks for nothing and says it is incomplete', () => {
  open('/confirm-email');
  expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
  expect(confirmEmail).not.toHaveBeenCalled();
});
