import { ApiError } from '@shutterday/api-client';
import { type SubjectBulkRow } from '@shutterday/domain/staff';
import '@shutterday/ui/test-support/message-channel';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { RosterImport } from '../components/roster-import';

const CSV = ['Given Name,Surname,Homeroom,Shoe size', 'Ada,Lovelace,Room 1,31', ',Nameless,Room 1,30', 'Alan,Turing,Room 2,33'].join('\n');

function renderImport(post: jest.Mock) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RosterImport scope={{ studioId: 1, jobId: 2, organizationId: 3 }} post={post} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function chooseFile(text: string, name = 'roster.csv') {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File([text], name, { type: 'text/csv' }));
}

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const choices = await screen.findAllByTitle(option);
  await userEvent.click(choices[choices.length - 1]!);
}

// Reading the file, antd's Select and the import take several renders; the shared 2-core machine is slow.
jest.setTimeout(30_000);

describe('RosterImport', () => {
  it('guesses the columns, flags the bad row with its reason before anything is sent, then imports the good rows with the mapped custom field', async () => {
    const post = jest.fn(async (rows: SubjectBulkRow[]) => ({ created: rows.length, updated: 0 }));
    renderImport(post);
    await chooseFile(CSV);
    expect(await screen.findByText('roster.csv: 3 rows. Drop another file to start over.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Import Given Name as' }).closest('.ant-select')).toHaveTextContent('First name');
    expect(screen.getByRole('combobox', { name: 'Import Homeroom as' }).closest('.ant-select')).toHaveTextContent('Group (class or team)');
    expect(screen.getByText('2 rows are ready to import; 1 row is refused and will not be imported.')).toBeInTheDocument();
    const refused = screen.getByRole('table', { name: 'Refused rows' });
    expect(within(refused).getByRole('row', { name: '3 First name: This field is required' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await pick('Import Shoe size as', 'Custom field');
    expect(screen.getByRole('textbox', { name: 'Custom field name for Shoe size' })).toHaveValue('Shoe size');
    await userEvent.click(screen.getByRole('button', { name: 'Skip the refused row and import 2 subjects' }));
    expect(await screen.findByText('Import finished: 2 created, 0 updated.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![0]).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', group: 'Room 1', accessCode: null, externalId: null, fields: [{ name: 'Shoe size', value: '31' }], line: 2 },
      { firstName: 'Alan', lastName: 'Turing', group: 'Room 2', accessCode: null, externalId: null, fields: [{ name: 'Shoe size', value: '33' }], line: 4 },
    ]);
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '100');
  });

  it("names the file's rows (blank lines counted) and, when the server refuses rows, goes on without them at the studio's choice", async () => {
    const lines = ['First name,Last name,Access code', 'Ada,Lovelace,ADA-1', '', 'Alan,Turing,', 'Grace,Hopper,ada-1', 'Kurt,Goedel,TAKEN-1', 'Emmy,Noether,'];
    const post = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(409, ['Row 6: Access code TAKEN-1 is already used by another subject of this job']))
      .mockImplementation(async (rows: SubjectBulkRow[]) => ({ created: rows.length, updated: 0 }));
    renderImport(post);
    await chooseFile(lines.join('\n'));
    expect(await screen.findByText('roster.csv: 5 rows. Drop another file to start over.')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Refused rows' })).getByRole('row', { name: '5 Same access code as row 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip the refused row and import 4 subjects' }));
    expect(await screen.findByText('Import stopped after 0 of 4 rows (0 created, 0 updated)')).toBeInTheDocument();
    expect(screen.getByText(/Row 6: Access code TAKEN-1 is already used/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip row 6 and import the others' }));
    expect(await screen.findByText("Import finished: 3 created, 0 updated. The file's row 6 was skipped.")).toBeInTheDocument();
    expect(post.mock.calls[1]![0].map((row: SubjectBulkRow) => [row.line, row.firstName])).toEqual([[2, 'Ada'], [4, 'Alan'], [7, 'Emmy']]);
  });

  it('asks for the missing name column instead of a preview', async () => {
    renderImport(jest.fn());
    await chooseFile('Kid,Class\nAda,Room 1');
    expect(await screen.findByText('Map the columns first')).toBeInTheDocument();
    expect(screen.getByText(/Choose the column that holds the first name/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Import \d/ })).not.toBeInTheDocument();
    await pick('Import Kid as', 'First name');
    expect(await screen.findByText(/Choose the column that holds the last name/)).toBeInTheDocument();
  });
});
