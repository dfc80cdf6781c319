import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shutterday/api-client';
import { PlatformProviders } from '../../platform-providers/platform-providers';
import { DeleteButton } from '../delete-action';

function setup(remove: () => Promise<unknown>) {
  const onDeleted = jest.fn();
  render(
    <PlatformProviders>
      <DeleteButton label="Delete Oak Rovers" title="Delete Oak Rovers?" remove={remove} successMessage="Club deleted" onDeleted={onDeleted} />
    </PlatformProviders>,
  );
  return onDeleted;
}

test('deletes only after the confirm, then toasts', async () => {
  const remove = jest.fn().mockResolvedValue(undefined);
  const onDeleted = setup(remove);
  await userEvent.click(screen.getByRole('button', { name: 'Delete Oak Rovers' }));
  expect(remove).not.toHaveBeenCalled();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Club deleted')).toBeInTheDocument();
  expect(remove).toHaveBeenCalledTimes(1);
  expect(onDeleted).toHaveBeenCalled();
});

test('Cancel deletes nothing', async () => {
  const remove = jest.fn();
  setup(remove);
  await userEvent.click(screen.getByRole('button', { name: 'Delete Oak Rovers' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByText('Delete Oak Rovers?')).not.toBeInTheDocument());
  expect(remove).not.toHaveBeenCalled();
});

test("a refused delete shows the server's reason", async () => {
  const onDeleted = setup(jest.fn().mockRejectedValue(new ApiError(409, ['This organization has jobs with orders, so it cannot be deleted.'])));
  await userEvent.click(screen.getByRole('button', { name: 'Delete Oak Rovers' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('This organization has jobs with orders, so it cannot be deleted.')).toBeInTheDocument();
  expect(onDeleted).not.toHaveBeenCalled();
});
