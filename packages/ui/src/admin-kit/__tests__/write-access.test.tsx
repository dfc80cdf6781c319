import { render, screen } from '@testing-library/react';
import { Input } from 'antd';
import * as v from 'valibot';
import { READ_ONLY_JOBS } from '@shutterday/domain';
import { FormField } from '../../form-field/form-field';
import { PlatformProviders } from '../../platform-providers/platform-providers';
import { DeleteButton } from '../delete-action';
import { ResourceForm } from '../resource-form';
import { WriteAccessProvider } from '../write-access';

const Schema = v.object({ name: v.string() });
type Values = v.InferOutput<typeof Schema>;

function renderRecord(allowed: boolean) {
  render(
    <PlatformProviders>
      <WriteAccessProvider allowed={allowed} reason={READ_ONLY_JOBS}>
        <ResourceForm<Values> label="Club" schema={Schema} values={{ name: 'Oak Rovers' }} onSubmit={jest.fn()} successMessage="Club saved">
          {({ control }) => <FormField control={control} name="name" label="Name">{(field) => <Input {...field} value={String(field.value)} />}</FormField>}
        </ResourceForm>
        <DeleteButton label="Delete Oak Rovers" title="Delete Oak Rovers?" remove={jest.fn()} successMessage="Deleted" />
      </WriteAccessProvider>
    </PlatformProviders>,
  );
}

test('a viewer who may not change the records sees them, every field off, no Save and no Delete, and is told why', () => {
  renderRecord(false);
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Oak Rovers');
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  expect(screen.getByText(READ_ONLY_JOBS)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete Oak Rovers' })).not.toBeInTheDocument();
});

test('a viewer who may change them gets the form and Delete as before', () => {
  renderRecord(true);
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete Oak Rovers' })).toBeInTheDocument();
  expect(screen.queryByText(READ_ONLY_JOBS)).not.toBeInTheDocument();
});
