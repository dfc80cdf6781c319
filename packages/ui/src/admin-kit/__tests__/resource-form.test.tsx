import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { Input } from 'antd';
import * as v from 'valibot';
import { ApiError } from '@shutterday/api-client';
import { STALE_RECORD_MESSAGE } from '@shutterday/domain';
import { FormField } from '../../form-field/form-field';
import { PlatformProviders } from '../../platform-providers/platform-providers';
import { ResourceForm } from '../resource-form';

const Schema = v.object({ name: v.pipe(v.string(), v.trim(), v.nonEmpty('This field is required')) });
type Values = v.InferOutput<typeof Schema>;

function setup(onSubmit: (values: Values) => Promise<unknown>, onReload = jest.fn()) {
  render(
    <PlatformProviders>
      <ResourceForm<Values> label="Club" schema={Schema} values={{ name: 'Oak Rovers' }} onSubmit={onSubmit} successMessage="Club saved" onReload={onReload}>
        {({ control }) => <FormField control={control} name="name" label="Name">{(field) => <Input {...field} value={String(field.value)} />}</FormField>}
      </ResourceForm>
    </PlatformProviders>,
  );
  return { name: screen.getByRole('textbox', { name: 'Name' }), onReload };
}

// Forms typed key by key: more than jest's default 5 s on a busy machine.
jest.setTimeout(30_000);

test('saves the typed values, toasts, and clears the changed flag', async () => {
  const onSubmit = jest.fn().mockResolvedValue({});
  const { name } = setup(onSubmit);
  expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  await userEvent.clear(name);
  await userEvent.type(name, 'Oak Rangers');
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith({ name: 'Oak Rangers' });
  expect(await screen.findByText('Club saved')).toBeInTheDocument();
  expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
});

test('Reset puts back the record as loaded', async () => {
  const { name } = setup(jest.fn());
  await userEvent.type(name, ' FC');
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(name).toHaveValue('Oak Rovers');
  expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
});

test('refuses an invalid value at the field and sends nothing', async () => {
  const onSubmit = jest.fn();
  const { name } = setup(onSubmit);
  await userEvent.clear(name);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

test("shows the server's errors in the form alert after the submit", async () => {
  setup(jest.fn().mockRejectedValue(new ApiError(400, ['name: Use at most 120 characters'])));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('name: Use at most 120 characters');
});

const ClubSchema = v.object({ name: v.string(), city: v.string() });
type Club = v.InferOutput<typeof ClubSchema>;

// A record a colleague saves first: the person's save is refused as stale, Reload reads the colleague's version.
function ClubWithColleague({ onSubmit }: { onSubmit: (values: Club) => Promise<unknown> }) {
  const [record, setRecord] = useState<Club>({ name: 'Oak Rovers', city: 'Austin' });
  return (
    <PlatformProviders>
      <ResourceForm<Club>
        label="Club"
        schema={ClubSchema}
        values={record}
        onSubmit={onSubmit}
        successMessage="Club saved"
        onReload={async () => setRecord({ name: 'Oak Lions', city: 'Dallas' })}
      >
        {({ control }) => (
          <>
            <FormField control={control} name="name" label="Club name">{(field) => <Input {...field} value={String(field.value)} />}</FormField>
            <FormField control={control} name="city" label="City">{(field) => <Input {...field} value={String(field.value)} />}</FormField>
          </>
        )}
      </ResourceForm>
    </PlatformProviders>
  );
}

async function saveOverAColleague(onSubmit: jest.Mock) {
  render(<ClubWithColleague onSubmit={onSubmit} />);
  const name = screen.getByRole('textbox', { name: 'Club name' });
  await userEvent.clear(name);
  await userEvent.type(name, 'Oak Rangers');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(STALE_RECORD_MESSAGE);
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  return { name };
}

test("a stale save (409) says so; Reload loads the colleague's version and keeps the person's edit next to it", async () => {
  const onSubmit = jest.fn().mockRejectedValueOnce(new ApiError(409, [STALE_RECORD_MESSAGE])).mockResolvedValue({});
  const { name } = await saveOverAColleague(onSubmit);
  expect(await screen.findByRole('alert')).toHaveTextContent('Their version is loaded, with your changes kept on top');
  expect(name).toHaveValue('Oak Rangers');
  expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Dallas');
  const choice = screen.getByRole('group', { name: 'Club name' });
  expect(within(choice).getByRole('radio', { name: 'Keep yours: Oak Rangers' })).toBeChecked();
  expect(within(choice).getByRole('radio', { name: 'Take theirs: Oak Lions' })).not.toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Oak Rangers', city: 'Dallas' });
  expect(await screen.findByText('Club saved')).toBeInTheDocument();
  expect(screen.queryByText('Their version is loaded, with your changes kept on top')).not.toBeInTheDocument();
});

test("the person can take the colleague's value instead of theirs", async () => {
  const onSubmit = jest.fn().mockRejectedValueOnce(new ApiError(409, [STALE_RECORD_MESSAGE])).mockResolvedValue({});
  const { name } = await saveOverAColleague(onSubmit);
  await userEvent.click(await screen.findByRole('radio', { name: 'Take theirs: Oak Lions' }));
  expect(name).toHaveValue('Oak Lions');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Oak Lions', city: 'Dallas' });
});

test('a refusal (409 that is not a stale record, e.g. a taken name) shows in the form alert, without Reload', async () => {
  setup(jest.fn().mockRejectedValue(new ApiError(409, ['An organization with this name already exists'])));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('An organization with this name already exists');
  expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
});
