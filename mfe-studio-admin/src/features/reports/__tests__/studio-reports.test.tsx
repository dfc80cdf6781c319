import '@shutterday/ui/test-support/message-channel';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shutterday/api-client';
import { useExportPayments, useExportSubjects, useExportYearbook, usePaymentsSummary, useStudioJobs } from '@shutterday/api-client/staff';
import type { PaymentsSummary } from '@shutterday/domain/staff';
import { PlatformProviders, thisMonth } from '@shutterday/ui';
import { MemoryRouter, Route, Routes } from 'react-router';
import StudioReportsRoute from '../../../app/routes/sales/studio-reports';
import { job } from '@shutterday/domain/test-support';

jest.mock('@shutterday/api-client/staff', () => ({
  ...jest.requireActual('@shutterday/api-client/staff'),
  usePaymentsSummary: jest.fn(),
  useExportPayments: jest.fn(),
  useExportSubjects: jest.fn(),
  useExportYearbook: jest.fn(),
  useStudioJobs: jest.fn(),
}));
// The charts have their own tests (features/revenue-charts); here they would only slow the page down.
jest.mock('../../revenue-charts/components/revenue-charts', () => ({ RevenueCharts: () => null }));
jest.setTimeout(30_000);

const summary: PaymentsSummary = {
  startDate: null, endDate: null,
  paid: { count: 3, subtotal: 10000, services: 500, discount: 1000, shipping: 895, tax: 605, total: 11000 },
  refunded: { count: 1, total: 2500 },
  byMethod: { Prepay: { count: 2, revenue: 6500 }, Gallery: { count: 1, revenue: 3000 } },
  byPayment: { card: { count: 2, revenue: 7000 }, cash: { count: 1, revenue: 2500 }, check: { count: 0, revenue: 0 }, other: { count: 0, revenue: 0 }, unpaid: { count: 2, total: 5400 } },
  jobs: [{ jobId: 11, jobName: 'Lincoln Fall Picture Day', count: 3, revenue: 9500 }],
  // Product sales 9500 of 11000, tax 605, shipping 895; $25.00 refunded of which $21.00 product, $1.50 tax, $2.50 shipping.
  revenue: {
    count: 4,
    charged: { product: 11600, tax: 755, shipping: 1145, total: 13500 },
    refunded: { product: 2100, tax: 150, shipping: 250, total: 2500 },
    net: { product: 9500, tax: 605, shipping: 895, total: 11000 },
  },
  byWeek: [{ start: '09/06/2026', count: 4, product: 9500, tax: 605, shipping: 895, refunded: 2500 }],
  byMonth: [{ start: '09/01/2026', count: 4, product: 9500, tax: 605, shipping: 895, refunded: 2500 }],
};
const exportPayments = jest.fn();
const exportSubjects = jest.fn();
const exportYearbook = jest.fn();
const file = { blob: new Blob(['a,b\n']), fileName: 'payments.csv' };

beforeEach(() => {
  jest.mocked(usePaymentsSummary).mockReturnValue({ data: summary, isPending: false, error: null } as never);
  exportPayments.mockReset().mockResolvedValue(file);
  exportSubjects.mockReset().mockResolvedValue(file);
  jest.mocked(useExportPayments).mockReturnValue({ mutateAsync: exportPayments, isPending: false } as never);
  jest.mocked(useExportSubjects).mockReturnValue({ mutateAsync: exportSubjects, isPending: false } as never);
  exportYearbook.mockReset().mockRejectedValue(new ApiError(404, ['Job not found']));
  jest.mocked(useExportYearbook).mockReturnValue({ mutateAsync: exportYearbook, isPending: false } as never);
  jest.mocked(useStudioJobs).mockReturnValue({ data: { currentPage: 1, pageSize: 50, totalRecords: 1, resultItems: [job()] }, isFetching: false } as never);
  URL.createObjectURL = jest.fn(() => 'blob:report');
  URL.revokeObjectURL = jest.fn();
  saved.length = 0;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
/** The names the browser was asked to save a file under. */
const saved: string[] = [];

function renderPage() {
  render(
    <PlatformProviders>
      <MemoryRouter initialEntries={['/admin/studios/1/reports']}>
        <Routes>
          <Route path="/admin/studios/:studioId/reports" element={<StudioReportsRoute />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

test("shows this month's paid orders, their breakdown adding up, by method and by job, in the browser's time zone", () => {
  renderPage();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [start, end] = thisMonth().map((day) => day.format('MM/DD/YYYY'));
  expect(usePaymentsSummary).toHaveBeenCalledWith(1, { startDate: start, endDate: end, timeZone });
  // Revenue is product sales after refunds: the tax and shipping parents paid are shown apart.
  expect(within(screen.getByRole('group', { name: 'Revenue' })).getByText('$95.00')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Refunded' })).getByText('$25.00 (1 refunded whole)')).toBeInTheDocument();
  expect(screen.getByText('$95.00 ($116.00 less $21.00 refunded)')).toBeInTheDocument();
  expect(screen.getByText('$6.05 ($1.50 refunded)')).toBeInTheDocument();
  expect(screen.getByText('$8.95 ($2.50 refunded)')).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /^Discount/ })).toHaveTextContent('-$10.00');
  expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent('$110.00');
  // By order method and by job: the same revenue, never what parents paid with tax and shipping.
  expect(screen.getByRole('row', { name: /^Prepay/ })).toHaveTextContent('$65.00 (2 paid orders)');
  expect(screen.getByRole('row', { name: /Lincoln Fall Picture Day/ })).toHaveTextContent('$95.00');
  // By how people paid, the unpaid orders (bill the school) apart with what they owe.
  expect(screen.getByRole('row', { name: /^Cash/ })).toHaveTextContent('1$25.00');
  expect(screen.getByRole('row', { name: /^Unpaid \(bill the school\)/ })).toHaveTextContent('2—$54.00');
  expect(within(screen.getByRole('group', { name: 'Unpaid (bill the school)' })).getByText('$54.00 (2 orders)')).toBeInTheDocument();
  expect(screen.getByText(/^Revenue: product sales after refunds, excluding tax and shipping, of paid orders\./)).toBeInTheDocument();
});

test('says so when no order was paid on the days', () => {
  jest.mocked(usePaymentsSummary).mockReturnValue({ data: { ...summary, paid: { ...summary.paid, count: 0, total: 0 }, refunded: { count: 0, total: 0 }, byPayment: { ...summary.byPayment, unpaid: { count: 0, total: 0 } } }, isPending: false, error: null } as never);
  renderPage();
  expect(screen.getByText('No order was paid on these days.')).toBeInTheDocument();
});

test('downloads the payments with the chosen filter, and the subjects once a job is chosen', async () => {
  renderPage();
  await userEvent.click(screen.getByRole('combobox', { name: 'Orders to export' }));
  await userEvent.click(await screen.findByTitle('Refunded orders'));
  await userEvent.click(screen.getByRole('button', { name: /Download payments/ }));
  await waitFor(() => expect(exportPayments).toHaveBeenCalledWith(expect.objectContaining({ filterType: 'status', filter: 'refunded', jobId: undefined, timeZone: expect.any(String) })));
  await waitFor(() => expect(saved).toEqual(['payments.csv']));
  expect(URL.createObjectURL).toHaveBeenCalledWith(file.blob);

  const subjects = screen.getByRole('button', { name: /Download subjects/ });
  expect(subjects).toBeDisabled();
  await userEvent.click(screen.getByRole('combobox', { name: 'Job of the subjects' }));
  await userEvent.click(await screen.findByTitle('Lincoln Fall Picture Day (Lincoln Elementary)'));
  await userEvent.click(subjects);
  await waitFor(() => expect(exportSubjects).toHaveBeenCalledWith(expect.objectContaining({ jobId: 11 })));
});

test("a refused yearbook export says why and saves nothing", async () => {
  renderPage();
  await userEvent.click(screen.getByRole('combobox', { name: 'Job of the yearbook poses' }));
  await userEvent.click(await screen.findByTitle('Lincoln Fall Picture Day (Lincoln Elementary)'));
  await userEvent.click(screen.getByRole('button', { name: /Download yearbook poses/ }));
  await waitFor(() => expect(exportYearbook).toHaveBeenCalledWith({ jobId: 11 }));
  expect(await screen.findByText('Job not found')).toBeInTheDocument();
  expect(saved).toEqual([]);
});
