import type { PreorderField } from '@shutterday/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pkg, subject } from '../../../test-support/fixtures';
import { PackageOptionsForm } from '../components/package-options-form';
import { draftDataFields, draftNodes } from '../model/draft-requests';
import { editorItems } from '../model/editor-items';
import { initialDraft } from '../model/package-draft';

const items = editorItems(1, pkg(1, 'Package A').items, false);

function renderForm(onSubmit = jest.fn(), preorderFields: PreorderField[] = []) {
  render(
    <PackageOptionsForm
      items={items}
      subject={subject}
      organizationType="school"
      greenScreens={[]}
      yearbookAllowed={false}
      initial={initialDraft(items, subject, null)}
      submitLabel="Add to cart"
      pending={false}
      error={null}
      onSubmit={onSubmit}
      preorderFields={preorderFields}
    />,
  );
  return onSubmit;
}

describe('PackageOptionsForm', () => {
  it('fills image1 with the first photo and the name from the subject, and offers a crop', () => {
    renderForm();
    expect(screen.getByRole('radio', { name: 'Pose 1' })).toBeChecked();
    expect(screen.getByLabelText('Name printed on the 8x10')).toHaveValue('Ava Johnson');
    expect(screen.getByRole('button', { name: 'Crop the 8x10' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Not cropped yet');
  });

  it('drops the tilde as it is typed and flags a blank text', async () => {
    renderForm();
    const name = screen.getByLabelText('Name printed on the 8x10');
    await userEvent.clear(name);
    expect(screen.getByText('Enter the text to print')).toBeInTheDocument();
    await userEvent.type(name, 'Ava~J');
    expect(name).toHaveValue('AvaJ');
  });

  it('submits the chosen pose and text as the nodes of a new line', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Pose 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const nodes = draftNodes(pkg(1, 'Package A').items, onSubmit.mock.calls[0][0], subject);
    expect(nodes.imageNodes[0]).toMatchObject({ packageItemImageNodeId: 100, subjectImageId: 2, cropDimensions: null, rotation: 0 });
    expect(nodes.textNodes).toEqual([{ packageItemTextNodeId: 101, value: 'Ava Johnson' }]);
  });

  it('refuses a blank name at save, naming the field and putting the cursor in it', async () => {
    const onSubmit = renderForm();
    const name = screen.getByLabelText('Name printed on the 8x10');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('This package still needs: the name printed on the 8x10.');
    expect(name).toHaveFocus();
  });

  it("asks the studio's preorder questions, refuses a required one left blank, and sends the answers as data fields", async () => {
    const fields: PreorderField[] = [
      { name: 'teacher', label: 'Teacher', required: true, type: 'text', options: [] },
      { name: 'shirt', label: 'T-shirt size', required: false, type: 'choice', options: ['S', 'M'] },
    ];
    const onSubmit = renderForm(jest.fn(), fields);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Teacher: This field is required');
    expect(screen.getByLabelText('Teacher (required)')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Teacher (required)'), 'Ms. Rivera');
    await userEvent.selectOptions(screen.getByLabelText('T-shirt size (optional)'), 'M');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(draftDataFields(onSubmit.mock.calls[0][0], 7, fields)).toEqual([
      { subjectId: 7, name: 'teacher', value: 'Ms. Rivera', templateId: null, optionId: null },
      { subjectId: 7, name: 'shirt', value: 'M', templateId: null, optionId: null },
    ]);
  });
});
