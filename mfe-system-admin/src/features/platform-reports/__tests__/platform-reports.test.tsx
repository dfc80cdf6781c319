import '@shutterday/ui/test-support/message-channel';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shutterday/api-client';
import { useExportPlatformReport } from '@shutterday/api-client/staff';
import type { PlatformReport } from '@shutterday/domain/staff';
import { PlatformProviders, thisMonth } from '@shutterday/ui';
import dayjs from 'dayjs';
import PlatformReportsRoute from '../../../app/routes/platform/platform-reports';
import { platformReportRequest } from '../report-request';

jest.mock('@shutterday/api-client/staff', () => ({ ...jest.requireActual('@shutterday/api-client/staff'), useExportPlatformReport: jest.fn() }));
jest.setTimeout(30_000);

const made: Record<string, jest.Mock> = {};
let busy: PlatformReport | null = null;
/** The names the browser was asked to save a file under. */
const saved: string[] = [];

beforeEach(() => {
  busy = null;
  saved.length = 0;
  for (const report of ['orders', 'taxes', 'revenue', 'commissions', 'refunds']) made[report] = jest.fn().mockResolvedValue({ blob: new Blob(['a,b\n']), fileName: `${report}_x.csv` });
  jest.mocked(useExportPlatformReport).mockImplementation((report) => ({ mutateAsync: made[report], isPending: busy === report }) as never);
  URL.createObjectURL = jest.fn(() => 'blob:report');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

const renderPage = () => render(<PlatformProviders><PlatformReportsRoute /></PlatformProviders>);
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

test("offers the five reports, each described, and downloads one for this month's days in the browser's time zone", async () => {
  renderPage();
  expect(screen.getByRole('heading', { name: 'Reports', level: 2 })).toBeInTheDocument();
  for (const title of ['Orders', 'Taxes', 'Revenue', 'Commissions', 'Refunds']) expect(screen.getByRole('heading', { name: title, level: 3 })).toBeInTheDocument();
  expect(screen.getByText(/Per studio: net sales, the platform's commission rate/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Download orders/ }));
  const [start, end] = thisMonth().map((day) => day.format('MM/DD/YYYY'));
  await waitFor(() => expect(saved).toEqual(['orders_x.csv']));
  expect(made.orders).toHaveBeenCalledWith({ startDate: start, endDate: end, timeZone });
  expect(made.taxes).not.toHaveBeenCalled();
});

test('shows the report being made as busy, the others still free', () => {
  busy = 'revenue';
  renderPage();
  expect(screen.getByRole('button', { name: /Download revenue/ })).toHaveClass('ant-btn-loading');
  expect(screen.getByRole('button', { name: /Download refunds/ })).not.toHaveClass('ant-btn-loading');
});

test('a refused report says why in a toast and saves nothing', async () => {
  made.commissions!.mockRejectedValue(new ApiError(400, ['timeZone: This value must be a time zone such as America/Chicago']));
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: /Download commissions/ }));
  expect(await screen.findByText('timeZone: This value must be a time zone such as America/Chicago')).toBeInTheDocument();
  expect(saved).toEqual([]);
});

test('days more than a year apart are refused on the page: the reason is shown and nothing is sent', async () => {
  renderPage();
  const startInput = screen.getByLabelText('Days');
  await userEvent.click(startInput);
  await userEvent.clear(startInput);
  await userEvent.type(startInput, '01/01/2024{Enter}');
  const endInput = screen.getByPlaceholderText('End date');
  await userEvent.clear(endInput);
  await userEvent.type(endInput, '06/30/2025{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('The range can be at most 366 days');
  const button = screen.getByRole('button', { name: /Download orders/ });
  expect(button).toBeDisabled();
  await userEvent.click(button);
  expect(made.orders).not.toHaveBeenCalled();
});

test('cleared days ask for both days and send nothing', async () => {
  renderPage();
  // The picker shows its Clear button on hover, which jsdom's styles do not follow.
  await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'Clear' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Choose the first and the last day');
  for (const title of ['orders', 'taxes', 'revenue', 'commissions', 'refunds']) expect(screen.getByRole('button', { name: new RegExp(`Download ${title}`) })).toBeDisabled();
});

describe('the request the chosen days make', () => {
  it('needs both days, in order, at most a year apart', () => {
    expect(platformReportRequest([dayjs('2026-11-01'), dayjs('2026-11-25')], 'UTC')).toEqual({ request: { startDate: '11/01/2026', endDate: '11/25/2026', timeZone: 'UTC' }, error: null });
    expect(platformReportRequest([dayjs('2026-11-01'), null], 'UTC')).toEqual({ request: null, error: 'Choose the first and the last day' });
    expect(platformReportRequest(null, 'UTC').error).toBe('Choose the first and the last day');
    expect(platformReportRequest([dayjs('2025-01-01'), dayjs('2026-01-02')], 'UTC').error).toBe('The range can be at most 366 days');
  });
});
