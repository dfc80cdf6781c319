import '@shutterday/ui/test-support/message-channel';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mailLogResource, useResendMail } from '@shutterday/api-client/staff';
import type { MailLogEntry } from '@shutterday/domain/staff';
import { PlatformProviders } from '@shutterday/ui';
import { MemoryRouter } from 'react-router';
import SendGridLogsRoute from '../sendgrid-logs';

jest.mock('@shutterday/api-client/staff', () => {
  const actual = jest.requireActual('@shutterday/api-client/staff');
  return { ...actual, mailLogResource: { ...actual.mailLogResource, useList: jest.fn() }, useResendMail: jest.fn() };
});
jest.setTimeout(60_000);

const entries: MailLogEntry[] = [
  { id: 41, to: 'parent@example.com', subject: 'Your order #100042', status: 'failed', error: 'Greeting never received', createdAt: '2026-11-28T10:00:00.000Z' },
  { id: 42, to: 'staff@example.com', subject: 'Reset your password', status: 'sent', error: null, createdAt: '2026-11-28T10:01:00.000Z' },
];

test('a failed e-mail is sent again from the log; a sent one offers nothing', async () => {
  const mutate = jest.fn((_id: number, options: { onSuccess: () => void }) => options.onSuccess());
  jest.mocked(useResendMail).mockReturnValue({ mutate, isPending: false } as never);
  jest.mocked(mailLogResource.useList).mockReturnValue({ data: { currentPage: 1, pageSize: 50, totalRecords: 2, resultItems: entries }, isFetching: false, isPending: false } as never);
  const user = userEvent.setup({ delay: null });
  render(
    <PlatformProviders>
      <MemoryRouter initialEntries={['/sendgrid-logs']}>
        <SendGridLogsRoute />
      </MemoryRouter>
    </PlatformProviders>,
  );
  expect(screen.getByText('Greeting never received')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /^Send again/ })).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Send again to parent@example.com' }));
  expect(mutate).toHaveBeenCalledWith(41, expect.anything());
  expect(await screen.findByText('The message to parent@example.com is on its way again')).toBeInTheDocument();
});
