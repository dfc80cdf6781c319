import '@shutterday/ui/test-support/message-channel';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFulfilmentList, useFulfilmentOrder, useMoveOrders, useReprintItem } from '@shutterday/api-client/staff';
import type { PagedList } from '@shutterday/domain';
import type { FulfilmentOrderDetail, FulfilmentOrderRow } from '@shutterday/domain/staff';
import { PlatformProviders } from '@shutterday/ui';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BatchOrdersRoute, IndividualOrdersRoute } from '../../../app/routes/job/job-fulfilment';
import { FulfilmentPanel } from '../components/fulfilment-panel';

jest.mock('@shutterday/api-client/staff', () => ({
  ...jest.requireActual('@shutterday/api-client/staff'),
  useFulfilmentList: jest.fn(), useFulfilmentOrder: jest.fn(), useMoveOrders: jest.fn(), useReprintItem: jest.fn(),
}));
jest.setTimeout(30_000);
const move = jest.fn();
const reprint = jest.fn();

const row = (overrides: Partial<FulfilmentOrderRow>): FulfilmentOrderRow => ({
  orderNumber: '100001', orderStatus: 'paid', fulfilmentStatus: 'paid', placedAt: '2026-09-01T10:00:00.000Z', customerName: 'Pat Parent', email: 'pat@family.test',
  organization: 'Lincoln Elementary', group: 'Grade 1 — Ms. Carter', children: ['Ava Johnson'], packageCount: 2, shipTo: "Studio Shipping — with the school's batch",
  carrier: null, trackingNumber: null, printFiles: { ready: 1, total: 2, failed: 0 }, unpaid: false, ...overrides,
});
const page = (items: FulfilmentOrderRow[]): PagedList<FulfilmentOrderRow> => ({ currentPage: 1, pageSize: 50, totalRecords: items.length, resultItems: items });
const detail: FulfilmentOrderDetail = {
  ...row({ shipTo: '18 Maple Street, Springfield, IL 62704' }), jobName: 'Lincoln Fall Picture Day', shipping: 'individual',
  shipToAddress: { line1: '18 Maple Street', city: 'Springfield', state: 'IL', postalCode: '62704' }, shippingOption: 'Standard shipping',
  inProductionAt: null, shippedAt: null, deliveredAt: null,
  services: [{ name: 'Retouch', subjectName: 'Ava Johnson', detail: 'Retouch every photo of this child in the order' }],
  lines: [{
    line: 1, packageName: 'Package A — Deluxe', subjectName: 'Ava Johnson', group: 'Grade 1 — Ms. Carter', quantity: 1, background: { id: 3, name: 'Blue sky' }, yearbookPose: null, answers: [],
    items: [{
      item: 1, name: '8x10 print', productCode: '8x10', digital: false, copies: 1,
      photos: [{ nodeName: 'image1', imageId: 12, label: 'Pose 2', fileName: 'IMG_0042.jpg', thumbnailUrl: '/api/customer/images/12/thumbnail?e=1&s=y', viewUrl: '/api/customer/images/12/preview?e=1&s=x', width: 2000, height: 3000, crop: { cropX: 50, cropY: 40, xMid: 50, yMid: 45 }, rotation: 90 }],
      texts: [{ name: 'Name', value: 'Ava Johnson' }],
      printFiles: [{ id: 5, fileName: '100001-01-01-8x10.jpg', status: 'pending', reprint: 0, reason: null, failureReason: null, width: null, height: null }],
    }],
  }],
};

function renderAt(path: string) {
  render(
    <PlatformProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/studios/:studioId/jobs/:jobId/orders/batch" element={<BatchOrdersRoute />} />
          <Route path="/admin/studios/:studioId/jobs/:jobId/orders/individual" element={<IndividualOrdersRoute />} />
          <Route path="/admin/studios/:studioId/jobs/:jobId/orders/:orderNumber" element={<FulfilmentPanel orderNumber="100001" />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

beforeEach(() => {
  jest.mocked(useFulfilmentList).mockReturnValue({ data: page([row({}), row({ orderNumber: '100002', children: ['Liam Lopez'], group: null })]), isPending: false, error: null, isFetching: false } as never);
  jest.mocked(useFulfilmentOrder).mockReturnValue({ data: detail, isPending: false, error: null } as never);
  move.mockReset().mockResolvedValue({ changed: ['100001'], status: 'in_production' });
  reprint.mockReset().mockResolvedValue({ id: 6, fileName: '100001-01-01-8x10-reprint1.jpg', status: 'pending', reprint: 1, reason: 'Smudged', width: null, height: null });
  jest.mocked(useMoveOrders).mockReturnValue({ mutateAsync: move, isPending: false } as never);
  jest.mocked(useReprintItem).mockReturnValue({ mutateAsync: reprint, isPending: false } as never);
});

async function shipWith(carrier: string, trackingNumber: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'New status' }));
  const choices = await screen.findAllByTitle('Shipped');
  await userEvent.click(choices[choices.length - 1]!);
  await userEvent.type(screen.getByRole('textbox', { name: 'Carrier' }), carrier);
  await userEvent.type(screen.getByRole('textbox', { name: 'Tracking number' }), trackingNumber);
}

test('Batch: lists the batch orders by group and child with their print files, and moves a chosen order after a confirmation', async () => {
  renderAt('/admin/studios/1/jobs/7/orders/batch');
  expect(useFulfilmentList).toHaveBeenCalledWith({ studioId: 1, jobId: 7 }, { shipping: 'batch', status: undefined, page: 1 });
  // Headed as the school hands them out: the organization, then each group (no group last) with its children.
  // Under the page's h2 (the list), one level at a time: a screen reader's outline has no gaps.
  expect(screen.getByRole('heading', { level: 2, name: 'Batch' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Lincoln Elementary']);
  expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Grade 1 — Ms. Carter', 'No group']);
  const grade1 = screen.getByRole('region', { name: 'Lincoln Elementary, Grade 1 — Ms. Carter' });
  const first = within(grade1).getByRole('row', { name: /100001/ });
  expect(within(first).getByText('Ava Johnson')).toBeInTheDocument();
  expect(within(first).getByText('1 of 2 ready')).toBeInTheDocument();
  expect(within(grade1).queryByRole('row', { name: /100002/ })).not.toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Lincoln Elementary, No group' })).getByRole('row', { name: /100002/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Packing list PDF' })).toBeInTheDocument();
  await userEvent.click(within(first).getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Move order' }));
  expect((await screen.findAllByText('Move order #100001 to in production?')).length).toBeGreaterThan(0);
  await userEvent.click(await screen.findByRole('button', { name: 'Move to in production' }));
  await waitFor(() => expect(move).toHaveBeenCalledWith({ orderNumbers: ['100001'], status: 'in_production' }));
});

test('Batch: an order the school is billed for and has not paid is flagged, so it is not handed over as paid', () => {
  jest.mocked(useFulfilmentList).mockReturnValue({ data: page([row({}), row({ orderNumber: '100002', children: ['Liam Lopez'], unpaid: true })]), isPending: false, error: null, isFetching: false } as never);
  renderAt('/admin/studios/1/jobs/7/orders/batch');
  expect(within(screen.getByRole('row', { name: /100002/ })).getByText('Unpaid (bill the school)')).toBeInTheDocument();
  expect(within(screen.getByRole('row', { name: /100001/ })).queryByText('Unpaid (bill the school)')).not.toBeInTheDocument();
});

test('Individual: shipping the whole list sends the carrier and tracking number', async () => {
  renderAt('/admin/studios/1/jobs/7/orders/individual');
  expect(screen.queryByRole('button', { name: 'Packing list PDF' })).not.toBeInTheDocument();
  await shipWith('UPS', '1Z999');
  await userEvent.click(screen.getByRole('button', { name: 'Move the whole list' }));
  expect((await screen.findAllByText(/shipped with UPS, tracking 1Z999/)).length).toBeGreaterThan(0);
  await userEvent.click(await screen.findByRole('button', { name: 'Move to shipped' }));
  await waitFor(() => expect(move).toHaveBeenCalledWith({ wholeList: 'individual', status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999' }));
});

test('Shipped without a tracking number is refused before anything is sent, with a clear message', async () => {
  renderAt('/admin/studios/1/jobs/7/orders/individual');
  await shipWith('UPS', '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Move the whole list' }));
  expect(await screen.findByText('Shipping needs the carrier and the tracking number')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Tracking number' })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('button', { name: 'Move to shipped' })).not.toBeInTheDocument();
  expect(move).not.toHaveBeenCalled();
});

test('a refunded order is not fulfilled: no moves, no reprints', () => {
  jest.mocked(useFulfilmentOrder).mockReturnValue({ data: { ...detail, orderStatus: 'refunded' }, isPending: false, error: null } as never);
  renderAt('/admin/studios/1/jobs/7/orders/100001');
  expect(screen.getByText('Not fulfilled: the order is refunded')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Move order' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reprint' })).not.toBeInTheDocument();
});

test('a print file that was not made says why: its photo is missing', () => {
  const failed = { id: 5, fileName: '100001-01-01-8x10.jpg', status: 'failed' as const, reprint: 0, reason: null, failureReason: 'A photo this print needs is missing, so no print file was made', width: null, height: null };
  const lines = detail.lines.map((line) => ({ ...line, items: line.items.map((item) => ({ ...item, printFiles: [failed] })) }));
  jest.mocked(useFulfilmentOrder).mockReturnValue({ data: { ...detail, lines }, isPending: false, error: null } as never);
  renderAt('/admin/studios/1/jobs/7/orders/100001');
  expect(screen.getByText('Failed')).toBeInTheDocument();
  expect(screen.getByText('A photo this print needs is missing, so no print file was made')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download print file' })).toBeDisabled();
});

test('an empty list says so', () => {
  jest.mocked(useFulfilmentList).mockReturnValue({ data: page([]), isPending: false, error: null, isFetching: false } as never);
  renderAt('/admin/studios/1/jobs/7/orders/batch');
  expect(screen.getByText('No paid order ships with the batch yet.')).toBeInTheDocument();
});

test('the order: ship-to, services, the original with its crop frame, texts, background, and a reprint with its reason', async () => {
  renderAt('/admin/studios/1/jobs/7/orders/100001');
  expect(screen.getByText('Pat Parent, 18 Maple Street, Springfield, IL 62704')).toBeInTheDocument();
  expect(screen.getByText(/Retouch — Ava Johnson/)).toBeInTheDocument();
  expect(screen.getByText('Background: Blue sky')).toBeInTheDocument();
  expect(screen.getByText('Text "Name": Ava Johnson')).toBeInTheDocument();
  // Each photo is named as the studio finds it among the job's photos (the pose, the file), with a thumbnail; never by its id.
  expect(screen.getByRole('img', { name: 'Pose 2 (IMG_0042.jpg) with its crop frame' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Pose 2' })).toHaveAttribute('src', '/api/customer/images/12/thumbnail?e=1&s=y');
  expect(screen.getByText(/^image1: Pose 2 \(IMG_0042\.jpg\), 2000×3000 px, rotated 90°/)).toBeInTheDocument();
  expect(screen.queryByText(/photo 12/)).not.toBeInTheDocument();
  expect(screen.getByTestId('crop-frame')).toHaveStyle({ left: '25%', top: '25%', width: '50%', height: '40%' });
  // The shade around the crop stays on the photo: its frame clips it, the rest of the page is not dimmed.
  expect(screen.getByTestId('crop-frame').parentElement).toHaveStyle({ overflow: 'hidden' });
  expect(screen.getByText('Being made…')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download print file' })).toBeDisabled();
  expect(within(screen.getByRole('row', { name: /Fulfilment/ })).getByText('Paid')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reprint' }));
  const reprintButton = screen.getByRole('button', { name: 'Reprint at no charge' });
  expect(reprintButton).toBeDisabled();
  await userEvent.type(screen.getByRole('textbox', { name: 'Reason for the reprint' }), 'Smudged');
  await userEvent.click(reprintButton);
  expect(reprint).toHaveBeenCalledWith({ line: 1, item: 1, reason: 'Smudged' });
});

// axe's aria-hidden-focus: a control the keyboard reaches inside a part hidden from screen readers is a stop
// that announces nothing (a table's hidden sizing row once carried a copy of "select all").
test.each(['batch', 'individual'])('%s: every control the keyboard reaches is one a screen reader can name', (list) => {
  renderAt(`/admin/studios/1/jobs/7/orders/${list}`);
  const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
  const hidden = [...document.querySelectorAll('[aria-hidden="true"]')].flatMap((part) => [...part.querySelectorAll(focusable)]);
  expect(hidden.filter((element) => element.getAttribute('tabindex') !== '-1').map((element) => element.outerHTML)).toEqual([]);
  expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(1);
});
