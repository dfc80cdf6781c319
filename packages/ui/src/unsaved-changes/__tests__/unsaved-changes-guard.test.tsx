import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from 'antd';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import * as v from 'valibot';
import { ResourceForm } from '../../admin-kit/resource-form';
import { FormField } from '../../form-field/form-field';
import { PlatformProviders } from '../../platform-providers/platform-providers';
import { signIn, signOut } from '../../test-support/session';
import { UnsavedChangesGuard } from '../unsaved-changes-guard';

const Schema = v.object({ name: v.string() });

function NameForm() {
  return (
    <ResourceForm label="General settings" schema={Schema} values={{ name: 'Tigers Team Day' }} onSubmit={jest.fn().mockResolvedValue({})} successMessage="General settings saved">
      {({ control }) => (
        <FormField control={control} name="name" label="Job name">
          {(field) => <Input {...field} value={String(field.value)} />}
        </FormField>
      )}
    </ResourceForm>
  );
}

// The platform's frame: the guard once, in the router, above pages that hold forms.
function setup() {
  render(
    <MemoryRouter initialEntries={['/settings/general']}>
      <PlatformProviders>
        <UnsavedChangesGuard />
        <Link to="/settings/general">General</Link> <Link to="/settings/gallery">Gallery</Link>
        <Routes>
          <Route path="/settings/general" element={<NameForm />} />
          <Route path="/settings/gallery" element={<h2>Gallery settings</h2>} />
        </Routes>
      </PlatformProviders>
    </MemoryRouter>,
  );
  return { name: () => screen.getByRole('textbox', { name: 'Job name' }) };
}

jest.setTimeout(30_000);
beforeEach(() => signIn({ permission: 'studio.crud', studio_id: 3 }));
afterEach(() => signOut());

test('leaving a form with unsaved changes asks; Cancel stays with the values as typed', async () => {
  const { name } = setup();
  await userEvent.type(name(), ' 2027');
  await userEvent.click(screen.getByRole('link', { name: 'Gallery' }));
  expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(name()).toHaveValue('Tigers Team Day 2027');
  expect(screen.queryByRole('heading', { name: 'Gallery settings' })).not.toBeInTheDocument();
});

test('Discard leaves and drops the changes', async () => {
  const { name } = setup();
  await userEvent.type(name(), ' 2027');
  await userEvent.click(screen.getByRole('link', { name: 'Gallery' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
  expect(await screen.findByRole('heading', { name: 'Gallery settings' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'General' }));
  expect(await screen.findByRole('textbox', { name: 'Job name' })).toHaveValue('Tigers Team Day');
});

test('a form without changes, or one just saved, lets the person go without a question', async () => {
  const { name } = setup();
  await userEvent.click(screen.getByRole('link', { name: 'Gallery' }));
  expect(await screen.findByRole('heading', { name: 'Gallery settings' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'General' }));
  await userEvent.type(name(), ' 2027');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('General settings saved');
  await userEvent.click(screen.getByRole('link', { name: 'Gallery' }));
  expect(await screen.findByRole('heading', { name: 'Gallery settings' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a reload or closing the tab with unsaved changes gets the browser to ask', async () => {
  const { name } = setup();
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(unload()).toBe(false);
  await userEvent.type(name(), ' 2027');
  expect(unload()).toBe(true);
});

test('a session that ends is not asked about: the form keeps a draft and the login page takes over', async () => {
  const { name } = setup();
  await userEvent.type(name(), ' 2027');
  signOut();
  await userEvent.click(screen.getByRole('link', { name: 'Gallery' }));
  expect(await screen.findByRole('heading', { name: 'Gallery settings' })).toBeInTheDocument();
});
