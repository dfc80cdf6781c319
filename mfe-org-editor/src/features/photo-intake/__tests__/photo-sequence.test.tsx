import { subjectsResource, useImageLookupActions, usePhotoRuns } from '@shutterday/api-client/staff';
import { type PhotoRunView } from '@shutterday/domain/staff';
import '@shutterday/ui/test-support/message-channel';
import { PlatformProviders } from '@shutterday/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoSequence } from '../components/photo-sequence';

jest.mock('@shutterday/api-client/staff', () => ({
  ...jest.requireActual('@shutterday/api-client/staff'),
  usePhotoRuns: jest.fn(),
  useImageLookupActions: jest.fn(),
}));

const run = (over: Partial<PhotoRunView>): PhotoRunView => ({
  cameraSerial: 'CAM-X', cardImageLookupId: 10, cardFileName: 'IMG_0010.JPG', subjectId: 7, groupId: null, name: 'Ben Cole', problem: null,
  otherJobId: null, otherJobName: null, imageLookupIds: [11, 12], count: 2, needsAttention: false, ...over,
});

test('the runs that need the studio come first, each behind its card, and one is assigned to a child in one action', async () => {
  const assignRun = { mutateAsync: jest.fn().mockResolvedValue(undefined), isPending: false };
  jest.mocked(useImageLookupActions).mockReturnValue({ assignRun } as never);
  jest.spyOn(subjectsResource, 'useList').mockReturnValue({ data: { resultItems: [{ id: 42, firstName: 'Ava', lastName: 'Brooks', accessCode: 'AB12CD' }], currentPage: 1, pageSize: 20, totalRecords: 1 }, isFetching: false } as never);
  jest.mocked(usePhotoRuns).mockReturnValue({
    isPending: false,
    isError: false,
    error: null,
    refetch: jest.fn(),
    data: {
      pending: 0,
      subjectsWithoutPhotos: [{ id: 42, name: 'Ava Brooks' }],
      runs: [
        run({}),
        run({ cardImageLookupId: 20, cardFileName: 'IMG_0020.JPG', subjectId: null, name: null, problem: 'card-not-read', imageLookupIds: [21, 22, 23], count: 3, needsAttention: true }),
        run({ cardImageLookupId: 30, cardFileName: 'IMG_0030.JPG', subjectId: null, name: null, problem: 'other-job', otherJobId: 5, otherJobName: 'Spring Picture Day', imageLookupIds: [31], count: 1, needsAttention: true }),
      ],
    },
  } as never);
  render(
    <PlatformProviders>
      <PhotoSequence scope={{ studioId: 1, organizationId: 2, jobId: 3 }} />
    </PlatformProviders>,
  );
  // The tab's sections are second-level headings under the page's title (the journey's axe check).
  expect(screen.getByRole('heading', { level: 2, name: 'Photos as shot' })).toBeInTheDocument();
  const sections = screen.getAllByRole('region');
  expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual([
    "IMG_0020.JPG: Card not read: its code couldn't be read",
    'IMG_0030.JPG: Card of another job: Spring Picture Day',
    'IMG_0010.JPG: Ben Cole',
  ]);
  expect(within(sections[0]!).getByText('3 photos')).toBeInTheDocument();
  expect(screen.getByText('No photo yet: Ava Brooks')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('combobox', { name: 'Child for IMG_0020.JPG' }));
  await userEvent.click(await screen.findByText('Ava Brooks (AB12CD)'));
  expect(assignRun.mutateAsync).toHaveBeenCalledTimes(1);
  expect(assignRun.mutateAsync).toHaveBeenCalledWith({ subjectId: 42, imageLookupIds: [21, 22, 23], cardImageLookupId: 20 });
  expect(await screen.findByText('3 photos assigned')).toBeInTheDocument();
}, 30_000);

test("a group card's run is named as that group's photo, with its count", () => {
  jest.mocked(useImageLookupActions).mockReturnValue({ assignRun: { mutateAsync: jest.fn(), isPending: false } } as never);
  jest.mocked(usePhotoRuns).mockReturnValue({
    isPending: false,
    isError: false,
    error: null,
    refetch: jest.fn(),
    data: { pending: 0, subjectsWithoutPhotos: [], runs: [run({ cardImageLookupId: 40, cardFileName: 'IMG_0040.JPG', subjectId: null, groupId: 9, name: 'Room 12', imageLookupIds: [41, 42], count: 2 })] },
  } as never);
  render(
    <PlatformProviders>
      <PhotoSequence scope={{ studioId: 1, organizationId: 2, jobId: 3 }} />
    </PlatformProviders>,
  );
  const [section] = screen.getAllByRole('region');
  expect(section).toHaveAccessibleName('IMG_0040.JPG: Group photo: Room 12');
  expect(within(section!).getByText('2 photos')).toBeInTheDocument();
});
