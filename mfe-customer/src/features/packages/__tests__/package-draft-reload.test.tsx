import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { pkg, subject } from '../../../test-support/fixtures';
import { PackageOptionsForm } from '../components/package-options-form';
import { editorItems } from '../model/editor-items';
import { initialDraft } from '../model/package-draft';
import { restoreDraft } from '../model/stored-draft';
import { packageDraftsAtom } from '../state/package-drafts-atom';
import { isObject, sessionRecordAtom } from '../../../lib/session-records';

const items = editorItems(1, pkg(1, 'Package A').items, false);
const initial = initialDraft(items, subject, null);

/**
 * One page load. The record is read from the tab's storage when the page's code loads (a reload loads it
 * anew); here a fresh record atom reads it and a fresh store starts with what it read.
 */
function load(storageKey: string | null) {
  const store = createStore();
  store.set(packageDraftsAtom, store.get(sessionRecordAtom('packageDrafts', isObject)));
  const page = { items, subject, initial, organizationType: 'school' as const, greenScreens: [], yearbookAllowed: false, pending: false, error: null };
  return render(
    <Provider store={store}>
      <PackageOptionsForm {...page} submitLabel="Add to cart" onSubmit={jest.fn()} storageKey={storageKey} />
    </Provider>,
  );
}

beforeEach(() => sessionStorage.clear());

describe('the options page through a reload', () => {
  it('brings back the pose and the text chosen on this visit, and only on this visit', async () => {
    const page = load('/demo/1/subject/1/package-options/1#visit-a');
    await userEvent.click(screen.getByRole('radio', { name: 'Pose 2' }));
    await userEvent.clear(screen.getByLabelText('Name printed on the 8x10'));
    await userEvent.type(screen.getByLabelText('Name printed on the 8x10'), 'Ava J');
    page.unmount();
    load('/demo/1/subject/1/package-options/1#visit-a');
    expect(screen.getByRole('radio', { name: 'Pose 2' })).toBeChecked();
    expect(screen.getByLabelText('Name printed on the 8x10')).toHaveValue('Ava J');
  });

  it('a new visit of the same page starts from the package again', async () => {
    const page = load('/demo/1/subject/1/package-options/1#visit-a');
    await userEvent.click(screen.getByRole('radio', { name: 'Pose 2' }));
    page.unmount();
    load('/demo/1/subject/1/package-options/1#visit-b');
    expect(screen.getByRole('radio', { name: 'Pose 1' })).toBeChecked();
  });

  it('whatever else the tab holds opens the page as it would be without it', () => {
    sessionStorage.setItem('packageDrafts', '{"@/x#visit-a": {"images": "nope"}, "broken');
    load('/x#visit-a');
    expect(screen.getByRole('radio', { name: 'Pose 1' })).toBeChecked();
    expect(screen.getByLabelText('Name printed on the 8x10')).toHaveValue(Object.values(initial.texts)[0]);
  });
});

describe('restoreDraft', () => {
  const nodeId = Number(Object.keys(initial.images)[0]);
  const textId = Number(Object.keys(initial.texts)[0]);

  it('keeps a saved crop and rotation of a node the page still has', () => {
    const crop = { cropX: 50, cropY: 60, xMid: 40, yMid: 45 };
    const restored = restoreDraft(initial, { images: { [nodeId]: { subjectImageId: 2, groupImageId: null, crop, rotation: 90 } } });
    expect(restored.images[nodeId]).toEqual({ subjectImageId: 2, groupImageId: null, crop, rotation: 90 });
  });

  it('drops nodes the page no longer has and values of the wrong shape', () => {
    const restored = restoreDraft(initial, {
      images: { [nodeId]: { subjectImageId: 2, groupImageId: null, crop: { cropX: 500, cropY: 1, xMid: 1, yMid: 1 }, rotation: 0 }, 999: { subjectImageId: 3 } },
      texts: { [textId]: 42, 998: 'x' },
      greenScreenId: 'green',
      answers: { Teacher: 'Ms Lee', Size: 3 },
    });
    expect(restored.images).toEqual(initial.images);
    expect(restored.texts).toEqual(initial.texts);
    expect(restored.greenScreenId).toBe(initial.greenScreenId);
    expect(restored.answers).toEqual({ Teacher: 'Ms Lee' });
  });
});
