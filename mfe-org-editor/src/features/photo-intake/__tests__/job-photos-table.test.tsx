import { subjectsResource, useImageLookupActions, useImageLookups } from '@shutterday/api-client/staff';
import { type ImageLookup } from '@shutterday/domain/staff';
import '@shutterday/ui/test-support/message-channel';
import { PlatformProviders } from '@shutterday/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JobPhotosTable } from '../components/job-photos-table';

jest.mock('@shutterday/api-client/staff', () => ({
  ...jest.requireActual('@shutterday/api-client/staff'),
  useImageLookups: jest.fn(),
  useImageLookupActions: jest.fn(),
}));

const photo = (over: Partial<ImageLookup>): ImageLookup => ({
  id: 1, type: 'hosted-individual', fileName: 'IMG_0001.jpg', subjectId: null, subjectName: null, groupId: null, status: 'done',
  failureReason: null, width: 400, height: 300, thumbnailUrl: '/api/customer/images/1/thumbnail?e=1&s=x', createdAt: '2026-11-23T10:00:00Z', ...over,
});
const mutation = () => ({ mutateAsync: jest.fn().mockResolvedValue(undefined), isPending: false });

test('an unmatched photo is assigned by picking a subject, and a failed one shows its reason', async () => {
  const actions = { invalidate: jest.fn(), assign: mutation(), convertType: mutation(), regenerate: mutation(), remove: mutation(), replace: mutation() };
  jest.mocked(useImageLookupActions).mockReturnValue(actions as never);
  const useList = jest.spyOn(subjectsResource, 'useList').mockReturnValue({ data: { resultItems: [{ id: 42, firstName: 'Ava', lastName: 'Brooks', accessCode: 'AB12CD' }], currentPage: 1, pageSize: 20, totalRecords: 1 }, isFetching: false } as never);
  jest.mocked(useImageLookups).mockReturnValue({
    isLoading: false,
    data: { resultItems: [photo({}), photo({ id: 2, fileName: 'cut.jpg', status: 'failed', thumbnailUrl: null, subjectId: 7, subjectName: 'Ben Cole', failureReason: 'The thumbnail and preview could not be made from this file' })], currentPage: 1, pageSize: 50, totalRecords: 2 },
  } as never);
  render(
    <PlatformProviders>
      <JobPhotosTable scope={{ studioId: 1, organizationId: 2, jobId: 3 }} polling={false} />
    </PlatformProviders>,
  );
  expect(screen.getByText('The thumbnail and preview could not be made from this file')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('combobox', { name: 'Subject for IMG_0001.jpg' }));
  await userEvent.click(await screen.findByText('Ava Brooks (AB12CD)'));
  expect(useList).toHaveBeenCalledWith({ studioId: 1, organizationId: 2, jobId: 3 }, expect.objectContaining({ pageSize: 20 }));
  expect(actions.assign.mutateAsync).toHaveBeenCalledWith({ id: 1, subjectId: 42 });
  expect(await screen.findByText('Photo assigned')).toBeInTheDocument();
  const row = screen.getByRole('row', { name: /cut\.jpg/ });
  await userEvent.click(within(row).getByRole('button', { name: 'Regenerate' }));
  expect(actions.regenerate.mutateAsync).toHaveBeenCalledWith(2);
}, 30_000);
