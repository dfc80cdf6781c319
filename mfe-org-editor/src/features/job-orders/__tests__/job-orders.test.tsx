import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFulfilmentOrder, useJobOrder, useJobOrders, useJobSettings, useRecordJobOrderPayment, useRefundJobOrder } from '@shutterday/api-client/staff';
import { ApiError } from '@shutterday/api-client';
import type { PagedList } from '@shutterday/domain';
import type { JobOrder, JobOrderSummary } from '@shutterday/domain/staff';
import { PlatformProviders } from '@shutterday/ui';
import { signIn } from '@shutterday/ui/test-support/session';
import { MemoryRouter, Route, Routes } from 'react-router';
import JobOrderRoute from '../../../app/routes/job/job-order';
import { PrepayOrdersRoute, SubmittedOrdersRoute } from '../../../app/routes/job/job-orders';

jest.mock('@shutterday/api-client/staff', () => ({ ...jest.requireActual('@shutterday/api-client/staff'), useJobOrders: jest.fn(), useJobOrder: jest.fn(), useJobSettings: jest.fn(), useRefundJobOrder: jest.fn(), useRecordJobOrderPayment: jest.fn(), useFulfilmentOrder: jest.fn() }));
const recordPayment = jest.fn();
const refund = jest.fn();
jest.setTimeout(30_000);

const summary = (overrides: Partial<JobOrderSummary>): JobOrderSummary => ({
  orderNumber: '100001', orderMethod: 'Prepay', status: 'paid', paymentMethod: 'card', checkNumber: null, placedAt: '2026-09-01T10:00:00.000Z', customerName: 'Pat Parent', email: 'pat@family.test',
  subjectNames: ['Ava Johnson'], packageCount: 2, total: 5310, refunded: 0, ...overrides,
});
const page = (items: JobOrderSummary[]): PagedList<JobOrderSummary> => ({ currentPage: 1, pageSize: 50, totalRecords: items.length, resultItems: items });
const order: JobOrder = {
  jobId: 1, jobName: 'Lincoln Fall Picture Day', orderNumber: '100002', orderMethod: 'Gallery', placedAt: '2026-10-02T10:00:00.000Z', status: 'refunded',
  customerName: 'Lee Family', email: 'lee@family.test', lines: [{ id: 31, packageName: 'Package B', subjectName: 'Noah Lee', quantity: 2, price: 1500, answers: [{ name: 'teacher', value: 'Ms. Rivera' }, { name: 'yearbookPose', value: '42' }], refunded: true }],
  subtotal: 3000, services: 0, discount: 300, shipping: 895, tax: 150, total: 3745, refunded: 3745, promoCode: 'SAVE10', shippingLabel: 'Standard', delivery: null,
  refundLeft: 0, lineRefunds: [], refunds: [{ amount: 3745, lineIds: [31], reason: null, createdAt: '2026-10-03T10:00:00.000Z', createdBy: 'Sam Studio' }],
  payment: { method: 'card', checkNumber: null, paidAt: '2026-10-02T10:00:00.000Z', recordedAt: null, recordedBy: null },
};
/** The same order paid, two lines, nothing refunded yet: what each line and the whole would give back. */
const paid: JobOrder = {
  ...order, status: 'paid', refunded: 0, refundLeft: 5245, refunds: [],
  lines: [{ ...order.lines[0]!, refunded: false }, { id: 32, packageName: 'Digital download', subjectName: 'Noah Lee', quantity: 1, price: 1500, answers: [], refunded: false }],
  subtotal: 4500, total: 5245, lineRefunds: [{ lineId: 31, amount: 2745 }, { lineId: 32, amount: 1373 }],
};

function renderAt(path: string) {
  render(
    <PlatformProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/studios/:studioId/jobs/:jobId/orders/prepay" element={<PrepayOrdersRoute />} />
          <Route path="/admin/studios/:studioId/jobs/:jobId/orders/submitted" element={<SubmittedOrdersRoute />} />
          <Route path="/admin/studios/:studioId/jobs/:jobId/orders/:orderNumber" element={<JobOrderRoute />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

const EVERY_STUDIO_PERMISSION = ['studio.crud', 'studio.admin.crud', 'studio.users.crud', 'studio.financials.read'];

beforeEach(() => {
  signIn({ permission: EVERY_STUDIO_PERMISSION, studio_id: 1 });
  // The fulfilment panel under the order has its own tests (features/fulfilment).
  jest.mocked(useFulfilmentOrder).mockReturnValue({ data: undefined, isPending: true, error: null } as never);
  jest.mocked(useJobOrders).mockReturnValue({ data: page([summary({})]), isPending: false, error: null, isFetching: false } as never);
  jest.mocked(useJobOrder).mockReturnValue({ data: order, isPending: false, error: null } as never);
  refund.mockReset().mockResolvedValue({ ...order, status: 'refunded' });
  jest.mocked(useRefundJobOrder).mockReturnValue({ mutateAsync: refund, isPending: false } as never);
  recordPayment.mockReset().mockResolvedValue({});
  jest.mocked(useRecordJobOrderPayment).mockReturnValue({ mutateAsync: recordPayment, isPending: false } as never);
  jest.mocked(useJobSettings).mockReturnValue({ data: { fields: [{ name: 'teacher', label: 'Teacher', required: true, type: 'text', options: [] }], version: 1 } } as never);
});

test('prepay orders: asks for the prepay orders of the job and opens each one from its number', async () => {
  renderAt('/admin/studios/1/jobs/7/orders/prepay');
  expect(useJobOrders).toHaveBeenCalledWith(1, 7, { page: 1, search: undefined, orderMethod: 'Prepay', status: undefined });
  const row = screen.getByRole('row', { name: /100001/ });
  expect(within(row).getByText('Pat Parent')).toBeInTheDocument();
  expect(within(row).getByText('pat@family.test')).toBeInTheDocument();
  expect(within(row).getByText('$53.10')).toBeInTheDocument();
  expect(within(row).getByText('Paid')).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Method' })).not.toBeInTheDocument();
  await userEvent.click(within(row).getByRole('link', { name: '#100001' }));
  expect(useJobOrder).toHaveBeenLastCalledWith(1, 7, '100001');
});

test('orders list: a partly refunded order says so with what it keeps; an unpaid one says unpaid', () => {
  jest.mocked(useJobOrders).mockReturnValue({
    data: page([summary({ orderNumber: '100003', refunded: 1662, total: 5409 }), summary({ orderNumber: '100004', status: 'unpaid', paymentMethod: 'invoice' })]),
    isPending: false, error: null, isFetching: false,
  } as never);
  renderAt('/admin/studios/1/jobs/7/orders/prepay');
  const partly = screen.getByRole('row', { name: /100003/ });
  expect(within(partly).getByText('Partly refunded')).toBeInTheDocument();
  expect(partly).toHaveTextContent('$37.47 kept of $54.09');
  const unpaid = screen.getByRole('row', { name: /100004/ });
  expect(within(unpaid).getByText('Unpaid')).toBeInTheDocument();
  expect(within(unpaid).getByText('Unpaid (bill the school)')).toBeInTheDocument();
});

test('submitted orders: every method, filtered by the method and status in the URL', () => {
  renderAt('/admin/studios/1/jobs/7/orders/submitted?orderMethod=Gallery&status=refunded&search=lee');
  expect(useJobOrders).toHaveBeenCalledWith(1, 7, { page: 1, search: 'lee', orderMethod: 'Gallery', status: 'refunded' });
  expect(screen.getByRole('columnheader', { name: 'Method' })).toBeInTheDocument();
});

test('submitted orders: an unknown filter value in the URL is ignored, and an empty job says so', () => {
  jest.mocked(useJobOrders).mockReturnValue({ data: page([]), isPending: false, error: null, isFetching: false } as never);
  renderAt('/admin/studios/1/jobs/7/orders/submitted?orderMethod=Batch');
  expect(useJobOrders).toHaveBeenCalledWith(1, 7, { page: 1, search: undefined, orderMethod: undefined, status: undefined });
  expect(screen.getByText('No order matches this search or these filters.')).toBeInTheDocument();
});

test('one order: its parent, lines and every amount of its total, adding up', () => {
  renderAt('/admin/studios/1/jobs/7/orders/100002');
  expect(screen.getByRole('heading', { name: 'Order #100002' })).toBeInTheDocument();
  // The status, the refunded line, and the refund in the total.
  expect(screen.getAllByText('Refunded')).toHaveLength(3);
  expect(screen.getByText('Lee Family')).toBeInTheDocument();
  const line = screen.getByRole('row', { name: /Noah Lee.*Ms. Rivera/ });
  expect(within(line).getByText('$15.00')).toBeInTheDocument();
  expect(within(line).getByText('$30.00')).toBeInTheDocument();
  expect(within(line).getByText('Teacher: Ms. Rivera')).toBeInTheDocument();
  expect(within(line).getByText('Yearbook pose: photo 42')).toBeInTheDocument();
  for (const text of ['Subtotal', 'Discount (SAVE10)', 'Shipping (Standard)', 'Tax', '-$3.00', '$8.95', '$1.50', '-$37.45', 'Kept after refunds']) expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.getAllByText('$37.45')).toHaveLength(2);
});

test('an unpaid order (bill the school) says so and records the school\'s payment: how and when', async () => {
  const unpaid: JobOrder = { ...paid, status: 'unpaid', lineRefunds: [], refundLeft: 0, payment: { method: 'invoice', checkNumber: null, paidAt: null, recordedAt: null, recordedBy: null } };
  jest.mocked(useJobOrder).mockReturnValue({ data: unpaid, isPending: false, error: null } as never);
  renderAt('/admin/studios/1/jobs/7/orders/100002');
  expect(screen.getByText('Unpaid (bill the school)')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Refund order' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
  expect(screen.getByText('The school paid $52.45 for this order.')).toBeInTheDocument();
  expect(screen.getByText('Enter the check number')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save payment' })).toBeDisabled();
  await userEvent.type(screen.getByLabelText('Check number'), '3001');
  const date = screen.getByLabelText('Date paid (MM/DD/YYYY)');
  await userEvent.clear(date);
  await userEvent.type(date, '11/27/2026');
  await userEvent.click(screen.getByRole('button', { name: 'Save payment' }));
  await waitFor(() => expect(recordPayment).toHaveBeenCalledWith({ orderNumber: '100002', method: 'check', checkNumber: '3001', paidOn: '11/27/2026' }));
  expect(await screen.findByText('Payment of $52.45 recorded for order #100002')).toBeInTheDocument();
});

test('a recorded payment names how, when and who recorded it', () => {
  jest.mocked(useJobOrder).mockReturnValue({
    data: { ...paid, payment: { method: 'check', checkNumber: '3001', paidAt: '2026-11-27T12:00:00.000Z', recordedAt: '2026-11-28T09:00:00.000Z', recordedBy: 'Sam Studio' } }, isPending: false, error: null,
  } as never);
  renderAt('/admin/studios/1/jobs/7/orders/100002');
  expect(screen.getByText(/^Check 3001/)).toHaveTextContent('Check 3001, 11/27/2026 (recorded by Sam Studio on 11/28/2026)');
  expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
});

test('a refunded order offers no refund', () => {
  renderAt('/admin/studios/1/jobs/7/orders/100002');
  expect(screen.getByRole('heading', { name: 'Order #100002' })).toBeInTheDocument();
  for (const name of ['Refund order', 'Refund an amount', /^Refund .* for /]) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
});

test('a paid order: Cancel changes nothing, Refund refunds it; a refusal is shown', async () => {
  jest.mocked(useJobOrder).mockReturnValue({ data: paid, isPending: false, error: null } as never);
  renderAt('/admin/studios/1/jobs/7/orders/100002');
  await userEvent.click(screen.getByRole('button', { name: 'Refund order' }));
  expect((await screen.findAllByText('Refund $52.45 to Lee Family?')).length).toBeGreaterThan(0);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(refund).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Refund order' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
  await waitFor(() => expect(refund).toHaveBeenCalledWith({ orderNumber: '100002' }));
  expect(await screen.findByText('Order #100002 refunded')).toBeInTheDocument();
  refund.mockRejectedValueOnce(new ApiError(409, ['This order has already been refunded.']));
  await userEvent.click(screen.getByRole('button', { name: 'Refund order' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
  expect(await screen.findByText('This order has already been refunded.')).toBeInTheDocument();
});

test('a paid order: one line is refunded after the question names its amount', async () => {
  jest.mocked(useJobOrder).mockReturnValue({ data: paid, isPending: false, error: null } as never);
  renderAt('/admin/studios/1/jobs/7/orders/100002');
  await userEvent.click(screen.getByRole('button', { name: 'Refund Digital download for Noah Lee' }));
  expect((await screen.findAllByText('Refund $13.73 to Lee Family?')).length).toBeGreaterThan(0);
  await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
  await waitFor(() => expect(refund).toHaveBeenCalledWith({ orderNumber: '100002', lineIds: [32] }));
  expect(await screen.findByText('Digital download for Noah Lee refunded ($13.73)')).toBeInTheDocument();
});

test('a paid order: an amount is refused beyond what is left, then refunded with its reason', async () => {
  jest.mocked(useJobOrder).mockReturnValue({ data: paid, isPending: false, error: null } as never);
  renderAt('/admin/studios/1/jobs/7/orders/100002');
  await userEvent.click(screen.getByRole('button', { name: 'Refund an amount' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Amount to refund' }), '60');
  expect(screen.getByText('At most $52.45 is left to refund')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refund…' })).toBeDisabled();
  await userEvent.clear(screen.getByRole('textbox', { name: 'Amount to refund' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Amount to refund' }), '10.50');
  await userEvent.type(screen.getByRole('textbox', { name: 'Reason for the refund' }), 'Late delivery');
  await userEvent.click(screen.getByRole('button', { name: 'Refund…' }));
  expect((await screen.findAllByText('Refund $10.50 to Lee Family?')).length).toBeGreaterThan(0);
  await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
  await waitFor(() => expect(refund).toHaveBeenCalledWith({ orderNumber: '100002', amount: 1050, reason: 'Late delivery' }));
});

test('a refunded order lists its refunds and the lines it gave back', () => {
  renderAt('/admin/studios/1/jobs/7/orders/100002');
  const row = screen.getByRole('row', { name: /Sam Studio/ });
  expect(within(row).getByText('$37.45')).toBeInTheDocument();
  expect(within(row).getByText('Package B (Noah Lee)')).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /Noah Lee.*Ms. Rivera/ })).getByText('Refunded')).toBeInTheDocument();
});

test.each([
  ['Edit organizations, jobs, subjects and photos', ['studio.crud']],
  ['Edit the studio, its packages and coupon codes', ['studio.admin.crud']],
  ['See payments and reports', ['studio.financials.read']],
])('a user holding only "%s" is offered no refund and no payment to record', (_label, permission) => {
  signIn({ permission, studio_id: 1 });
  jest.mocked(useJobOrder).mockReturnValue({ data: paid, isPending: false, error: null } as never);
  renderAt('/admin/studios/1/jobs/7/orders/100002');
  expect(screen.getByRole('heading', { name: 'Order #100002' })).toBeInTheDocument();
  for (const name of ['Refund order', 'Refund an amount', /^Refund .* for /]) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  jest.mocked(useJobOrder).mockReturnValue({ data: { ...paid, status: 'unpaid', lineRefunds: [], refundLeft: 0 }, isPending: false, error: null } as never);
  renderAt('/admin/studios/1/jobs/7/orders/100002');
  expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
});
