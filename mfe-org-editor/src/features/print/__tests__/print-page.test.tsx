import { type JobPrintSummary } from '@shutterday/domain/staff';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shutterday/api-client';
import { useDownloadJobPrint, useJobPrintSummary } from '@shutterday/api-client/staff';
import { PlatformProviders } from '@shutterday/ui';
import { PrintCounts } from '../components/print-counts';
import { PrintPage } from '../components/print-page';

jest.mock('@shutterday/api-client/staff', () => ({ ...jest.requireActual('@shutterday/api-client/staff'), useJobPrintSummary: jest.fn(), useDownloadJobPrint: jest.fn() }));
jest.setTimeout(30_000);

const summary: JobPrintSummary = { jobId: 11, jobName: 'Lincoln Fall Picture Day', subjectCount: 30, groupCount: 3, ungroupedCount: 2, withoutAccessCodeCount: 1 };
const mutateAsync = jest.fn();
const tab = { location: { href: '' }, close: jest.fn() };
const saved: string[] = [];

beforeEach(() => {
  mutateAsync.mockReset();
  tab.location.href = '';
  tab.close.mockReset();
  saved.length = 0;
  jest.mocked(useDownloadJobPrint).mockReturnValue({ mutateAsync, isPending: false } as never);
  jest.spyOn(window, 'open').mockReturnValue(tab as never);
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:cards'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
});

function setup(data: JobPrintSummary = summary) {
  jest.mocked(useJobPrintSummary).mockReturnValue({ data, isPending: false, isError: false, status: 'success' } as never);
  render(
    <PlatformProviders>
      <PrintPage scope={{ studioId: 1, jobId: 11 }} kind="camera-cards" title="Camera cards" intro={<p>One card per subject.</p>} counts={(s) => <PrintCounts summary={s} />} />
    </PlatformProviders>,
  );
}

test('explains the printout and shows what it will hold', () => {
  setup();
  expect(screen.getByRole('heading', { name: 'Camera cards' })).toBeInTheDocument();
  expect(screen.getByText('One card per subject.')).toBeInTheDocument();
  for (const row of ['Subjects 30', 'Groups 3', 'Subjects in no group 2', 'Subjects without an access code 1']) expect(screen.getByRole('row', { name: row })).toBeInTheDocument();
});

test('"Download PDF" saves the file under the server\'s name and shows it in a new tab', async () => {
  mutateAsync.mockResolvedValue({ blob: new Blob(['%PDF']), fileName: 'camera-cards-lincoln.pdf' });
  setup();
  await userEvent.click(screen.getByRole('button', { name: /Download PDF/ }));
  await waitFor(() => expect(tab.location.href).toBe('blob:cards'));
  expect(window.open).toHaveBeenCalledWith('', '_blank');
  expect(saved).toEqual(['camera-cards-lincoln.pdf blob:cards']);
});

test('a refused download says why and closes the tab it opened', async () => {
  mutateAsync.mockRejectedValue(new ApiError(404, ['Job not found']));
  setup();
  await userEvent.click(screen.getByRole('button', { name: /Download PDF/ }));
  expect(await screen.findByText('Job not found')).toBeInTheDocument();
  expect(tab.close).toHaveBeenCalled();
  expect(saved).toEqual([]);
});

test('a job without subjects offers no empty PDF', () => {
  setup({ ...summary, subjectCount: 0, groupCount: 0, ungroupedCount: 0, withoutAccessCodeCount: 0 });
  expect(screen.getByText(/This job has no subjects yet/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Download PDF/ })).toBeDisabled();
});
