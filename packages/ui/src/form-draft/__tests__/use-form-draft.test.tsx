import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from 'antd';
import * as v from 'valibot';
import { endSession } from '@shutterday/api-client';
import { DRAFT_RESTORED_MESSAGE } from '@shutterday/domain';
import { ResourceForm } from '../../admin-kit/resource-form';
import { FormField } from '../../form-field/form-field';
import { PlatformProviders } from '../../platform-providers/platform-providers';
import { signIn, signOut } from '../../test-support/session';

const Schema = v.object({ code: v.string(), percent: v.string(), cardNumber: v.string(), password: v.string() });
type Values = v.InferOutput<typeof Schema>;
const RECORD: Values = { code: 'SAVE10', percent: '10', cardNumber: '', password: '' };

function CouponForm({ onSubmit = jest.fn().mockResolvedValue({}) }: { onSubmit?: (values: Values) => Promise<unknown> }) {
  return (
    <PlatformProviders>
      <ResourceForm<Values> label="Coupon code" schema={Schema} values={RECORD} onSubmit={onSubmit} successMessage="Coupon code saved">
        {({ control }) => (
          <>
            {(['code', 'percent', 'cardNumber', 'password'] as const).map((name) => (
              <FormField key={name} control={control} name={name} label={name}>
                {(field) => <Input {...field} value={String(field.value)} />}
              </FormField>
            ))}
          </>
        )}
      </ResourceForm>
    </PlatformProviders>
  );
}

const box = (name: string) => screen.getByRole('textbox', { name });

// The person types, then the session ends (its refresh refused): the form goes away, as RequireAuth does.
async function typeThenLoseTheSession() {
  signIn({ permission: 'studio.crud', studio_id: 3, nameid: '7' });
  const view = render(<CouponForm />);
  await userEvent.clear(box('percent'));
  await userEvent.type(box('percent'), '15');
  await userEvent.type(box('cardNumber'), '4242424242424242');
  await userEvent.type(box('password'), 'hunter2-hunter2');
  act(() => endSession());
  view.unmount();
}

jest.setTimeout(30_000);
beforeEach(() => sessionStorage.clear());
afterEach(() => signOut());

test('what was typed comes back after the same user logs in again, as unsaved changes with a notice', async () => {
  await typeThenLoseTheSession();
  signIn({ permission: 'studio.crud', studio_id: 3, nameid: '7' });
  render(<CouponForm />);
  expect(await screen.findByText(DRAFT_RESTORED_MESSAGE)).toBeInTheDocument();
  expect(box('percent')).toHaveValue('15');
  expect(box('code')).toHaveValue('SAVE10');
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
});

test('passwords and card numbers are never kept', async () => {
  await typeThenLoseTheSession();
  expect(JSON.stringify({ ...sessionStorage })).not.toMatch(/4242|hunter2/);
  signIn({ permission: 'studio.crud', studio_id: 3, nameid: '7' });
  render(<CouponForm />);
  await screen.findByText(DRAFT_RESTORED_MESSAGE);
  expect(box('cardNumber')).toHaveValue('');
  expect(box('password')).toHaveValue('');
});

test('another user logging in on the same tab does not get the draft', async () => {
  await typeThenLoseTheSession();
  signIn({ permission: 'studio.crud', studio_id: 3, nameid: '8' });
  render(<CouponForm />);
  expect(box('percent')).toHaveValue('10');
  expect(screen.queryByText(DRAFT_RESTORED_MESSAGE)).not.toBeInTheDocument();
});

test('the draft is put back once, and a save forgets it', async () => {
  await typeThenLoseTheSession();
  signIn({ permission: 'studio.crud', studio_id: 3, nameid: '7' });
  const onSubmit = jest.fn().mockResolvedValue({});
  const view = render(<CouponForm onSubmit={onSubmit} />);
  await screen.findByText(DRAFT_RESTORED_MESSAGE);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ code: 'SAVE10', percent: '15' }));
  expect(await screen.findByText('Coupon code saved')).toBeInTheDocument();
  expect(screen.queryByText(DRAFT_RESTORED_MESSAGE)).not.toBeInTheDocument();
  view.unmount();
  render(<CouponForm />);
  expect(box('percent')).toHaveValue('10');
});

test('a form without changes keeps no draft', async () => {
  signIn({ permission: 'studio.crud', studio_id: 3, nameid: '7' });
  render(<CouponForm />);
  act(() => endSession());
  expect(sessionStorage.length).toBe(0);
});
