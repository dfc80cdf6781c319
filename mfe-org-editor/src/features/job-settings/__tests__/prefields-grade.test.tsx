import '@shutterday/ui/test-support/message-channel';
import { useDefinedFieldLibrary } from '@shutterday/api-client/staff';
import { PlatformProviders } from '@shutterday/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrefieldsSettingsForm } from '../components/prefields-settings-form';

jest.mock('@shutterday/api-client/staff', () => ({ ...jest.requireActual('@shutterday/api-client/staff'), useDefinedFieldLibrary: jest.fn() }));

const GRADES = ['Kindergarten', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];

// antd's Select takes seconds on a shared 2-core machine.
jest.setTimeout(30_000);

beforeEach(() => {
  jest.mocked(useDefinedFieldLibrary).mockReturnValue({
    data: { resultItems: [{ id: 4, name: 'grade', label: 'Grade', required: false, type: 'choice', options: GRADES }], currentPage: 1, pageSize: 50, totalRecords: 1 },
    isPending: false,
  } as never);
});

async function addGrade(organization: { name: string; type: 'school' | 'sport' }) {
  render(
    <PlatformProviders>
      <PrefieldsSettingsForm settings={{ fields: [], recordVersion: 1 }} save={jest.fn()} onReload={jest.fn()} organization={organization} />
    </PlatformProviders>,
  );
  await userEvent.click(screen.getByRole('combobox', { name: 'Add a defined field' }));
  await userEvent.click(await screen.findByTitle('Grade'));
  return within(screen.getByRole('group', { name: 'Field 1' })).getByRole('textbox', { name: 'Answers (one per line)' });
}

describe("the platform's Grade question in a job", () => {
  it('offers a high school grades 9 to 12', async () => {
    expect(await addGrade({ name: 'Maple High', type: 'school' })).toHaveValue('9\n10\n11\n12');
  });

  it('offers a sports team every grade', async () => {
    expect(await addGrade({ name: 'Riverside Tigers', type: 'sport' })).toHaveValue(GRADES.join('\n'));
  });
});
