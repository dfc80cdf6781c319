import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shutterday/api-client';
import { STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { PlatformProviders } from '@shutterday/ui';
import { JobNameForm } from '../components/job-name-form';

// Typing into antd inputs takes seconds on a shared 2-core machine.
jest.setTimeout(30_000);

const general = { name: 'Maple Fall', pictureDay: '2027-09-14', accessCode: 'MAPLE', rspoJob: true, published: true, recordVersion: 4 };

function setup(save: jest.Mock) {
  const onReload = jest.fn();
  render(
    <PlatformProviders>
      <JobNameForm settings={general} save={save} onReload={onReload} />
    </PlatformProviders>,
  );
  return { onReload, name: screen.getByRole('textbox', { name: 'Job name' }) };
}

test('renames the job in place, sending back the rest of its general settings unchanged', async () => {
  const save = jest.fn().mockResolvedValue({});
  const { name } = setup(save);
  await userEvent.clear(name);
  await userEvent.type(name, 'Maple Fall Retakes');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(save).toHaveBeenCalledWith({ name: 'Maple Fall Retakes', pictureDay: '2027-09-14', accessCode: 'MAPLE', rspoJob: true, recordVersion: 4 });
  expect(await screen.findByText('Job saved')).toBeInTheDocument();
});

test('a colleague saved first: the 409 message and Reload, nothing overwritten', async () => {
  const { name, onReload } = setup(jest.fn().mockRejectedValue(new ApiError(409, [STALE_RECORD_MESSAGE])));
  await userEvent.type(name, ' 2');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(STALE_RECORD_MESSAGE)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(onReload).toHaveBeenCalled();
});
