import { subjectsResource, useImageLookupActions, usePhotoRuns, usePhotosById } from '@shutterday/api-client/staff';
import { type ImageLookup, type PhotoRunView } from '@shutterday/domain/staff';
import '@shutterday/ui/test-support/message-channel';
import { PlatformProviders } from '@shutterday/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoSequence } from '../components/photo-sequence';

jest.mock('@shutterday/api-client/staff', () => ({
  ...jest.requireActual('@shutterday/api-client/staff'),
  usePhotoRuns: jest.fn(),
  useImageLookupActions: jest.fn(),
  usePhotosById: jest.fn(),
}));

const idle = () => ({ mutateAsync: jest.fn().mockResolvedValue(undefined), isPending: false });

const run = (over: Partial<PhotoRunView>): PhotoRunView => ({
  cameraSerial: 'CAM-X', cardImageLookupId: 10, cardFileName: 'IMG_0010.JPG', subjectId: 7, groupId: null, name: 'Ben Cole', problem: null,
  otherJobId: null, otherJobName: null, imageLookupIds: [11, 12], count: 2, cardMarked: false, farApart: false, needsAttention: false, ...over,
});

test('the runs that need the studio come first, each behind its card, and one is assigned to a child in one action', async () => {
  const assignRun = { mutateAsync: jest.fn().mockResolvedValue(undefined), isPending: false };
  jest.mocked(useImageLookupActions).mockReturnValue({ assignRun, markCard: idle(), unmarkCard: idle() } as never);
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

const photo = (id: number): ImageLookup => ({
  id, type: 'hosted-individual', fileName: `IMG_00${id}.JPG`, subjectId: null, subjectName: null, groupId: null, status: 'done', failureReason: null, width: 3000, height: 2000,
  thumbnailUrl: `/api/images/${id}/thumbnail?s=signed`, createdAt: '2026-09-14T09:00:00.000Z',
});

function renderDay(runs: PhotoRunView[]) {
  const actions = { assignRun: idle(), markCard: idle(), unmarkCard: idle() };
  jest.mocked(useImageLookupActions).mockReturnValue(actions as never);
  jest.spyOn(subjectsResource, 'useList').mockReturnValue({ data: { resultItems: [{ id: 42, firstName: 'Ava', lastName: 'Brooks', accessCode: 'AB12CD' }], currentPage: 1, pageSize: 20, totalRecords: 1 }, isFetching: false } as never);
  jest.mocked(usePhotosById).mockImplementation((_scope, ids) => ({ isPending: false, isError: false, data: { resultItems: ids.map(photo), currentPage: 1, pageSize: ids.length, totalRecords: ids.length } }) as never);
  jest.mocked(usePhotoRuns).mockReturnValue({ isPending: false, isError: false, error: null, refetch: jest.fn(), data: { pending: 0, subjectsWithoutPhotos: [], runs } } as never);
  render(
    <PlatformProviders>
      <PhotoSequence scope={{ studioId: 1, organizationId: 2, jobId: 3 }} />
    </PlatformProviders>,
  );
  return actions;
}

test("a run's shots show as thumbnails, and a range across two neighbouring runs goes to a child in one action", async () => {
  const many = Array.from({ length: 30 }, (_, i) => 100 + i);
  const actions = renderDay([
    run({ cardImageLookupId: 20, cardFileName: 'IMG_0020.JPG', subjectId: null, name: null, problem: 'card-not-read', imageLookupIds: [21, 22, 23], count: 3, needsAttention: true }),
    run({ cardImageLookupId: 30, cardFileName: 'IMG_0030.JPG', imageLookupIds: [31, 32], count: 2 }),
    run({ cardImageLookupId: 99, cardFileName: 'IMG_0099.JPG', imageLookupIds: many, count: 30 }),
  ]);
  // Nothing is asked for until a run is opened.
  expect(usePhotosById).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Show photos of IMG_0020.JPG' }));
  await userEvent.click(screen.getByRole('button', { name: 'Show photos of IMG_0030.JPG' }));
  const first = screen.getByRole('group', { name: 'Shots of IMG_0020.JPG' });
  expect(within(first).getByRole('img', { name: 'Card: IMG_0020.JPG' })).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'IMG_0022.JPG' }).querySelector('img')).toHaveAttribute('src', '/api/images/22/thumbnail?s=signed');

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'IMG_0022.JPG' }));
  await user.keyboard('{Shift>}');
  await user.click(screen.getByRole('button', { name: 'IMG_0031.JPG' }));
  await user.keyboard('{/Shift}');
  expect(screen.getByText('3 photos selected')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'IMG_0023.JPG' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'IMG_0021.JPG' })).toHaveAttribute('aria-pressed', 'false');

  await userEvent.click(screen.getByRole('combobox', { name: 'Child for the selected photos' }));
  await userEvent.click(await screen.findByText('Ava Brooks (AB12CD)'));
  expect(actions.assignRun.mutateAsync).toHaveBeenCalledTimes(1);
  expect(actions.assignRun.mutateAsync).toHaveBeenCalledWith({ subjectId: 42, imageLookupIds: [22, 23, 31], cardImageLookupId: null });
  expect(await screen.findByText('3 photos assigned')).toBeInTheDocument();
  expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();

  // A long run shows its thumbnails a page at a time.
  await userEvent.click(screen.getByRole('button', { name: 'Show photos of IMG_0099.JPG' }));
  const long = screen.getByRole('group', { name: 'Shots of IMG_0099.JPG' });
  expect(within(long).getAllByRole('button', { name: /^IMG_/ })).toHaveLength(23);
  await userEvent.click(screen.getByRole('button', { name: 'Show more photos (7 more)' }));
  expect(within(long).getAllByRole('button', { name: /^IMG_/ })).toHaveLength(30);
}, 30_000);

test('the keyboard selects a range too, and a missed card is marked (and a marked one undone) with a button', async () => {
  const actions = renderDay([
    run({ cardImageLookupId: 20, cardFileName: 'IMG_0020.JPG', cardMarked: true, subjectId: null, name: null, problem: 'card-not-read', imageLookupIds: [21, 22, 23, 24], count: 4, needsAttention: true }),
    run({ cardImageLookupId: 30, cardFileName: 'IMG_0030.JPG', imageLookupIds: [31], count: 1, farApart: true, needsAttention: true }),
  ]);
  expect(screen.getAllByRole('region').map((section) => section.getAttribute('aria-label'))).toEqual([
    "IMG_0020.JPG: Card not read: its code couldn't be read",
    'IMG_0030.JPG: Ben Cole: another run of this child was shot far from this one',
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Show photos of IMG_0020.JPG' }));
  screen.getByRole('button', { name: 'IMG_0021.JPG' }).focus();
  await userEvent.keyboard(' ');
  screen.getByRole('button', { name: 'IMG_0023.JPG' }).focus();
  await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
  expect(screen.getByText('3 photos selected')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
  expect(screen.getByRole('button', { name: 'IMG_0022.JPG' })).toHaveAttribute('aria-pressed', 'false');

  await userEvent.click(screen.getByRole('button', { name: 'This is a camera card: IMG_0024.JPG' }));
  expect(actions.markCard.mutateAsync).toHaveBeenCalledWith({ id: 24 });
  expect(await screen.findByText('IMG_0024.JPG is a card now: pick the child for its run')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Not a card: IMG_0020.JPG' }));
  expect(actions.unmarkCard.mutateAsync).toHaveBeenCalledWith(20);
}, 30_000);

test("a group card's run is named as that group's photo, with its count", () => {
  renderDay([run({ cardImageLookupId: 40, cardFileName: 'IMG_0040.JPG', subjectId: null, groupId: 9, name: 'Room 12', imageLookupIds: [41, 42], count: 2 })]);
  const [section] = screen.getAllByRole('region');
  expect(section).toHaveAccessibleName('IMG_0040.JPG: Group photo: Room 12');
  expect(within(section!).getByText('2 photos')).toBeInTheDocument();
});
