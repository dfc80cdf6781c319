import '@shutterday/ui/test-support/message-channel';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subjectsResource, useEntryPackages, useEntrySubjects, useSaveEnvelope } from '@shutterday/api-client/staff';
import { ApiError, usePaymentsConfig } from '@shutterday/api-client';
import type { EnteredOrder, EntryPackage, EntrySubject, EnvelopeInput } from '@shutterday/domain/staff';
import { hasUnsavedChanges, PlatformProviders } from '@shutterday/ui';
import { EnvelopeEntry } from '../components/envelope-entry';

jest.mock('@shutterday/api-client/staff', () => {
  const actual = jest.requireActual('@shutterday/api-client/staff');
  return {
    ...actual, useEntryPackages: jest.fn(), useEntrySubjects: jest.fn(), useSaveEnvelope: jest.fn(), subjectsResource: { ...actual.subjectsResource, useCreate: jest.fn() },
    useStudioDetails: () => ({ data: { cardPayments: 'ready' } }),
  };
});
jest.mock('@shutterday/api-client', () => ({ ...jest.requireActual('@shutterday/api-client'), usePaymentsConfig: jest.fn() }));
// Stripe's card field, as Stripe.js gives it: a field of its own and a PaymentMethod made from it.
const createPaymentMethod = jest.fn();
jest.mock('@stripe/stripe-js', () => ({ loadStripe: () => Promise.resolve({}) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  CardElement: () => <div data-testid="stripe-card-field" />,
  useStripe: () => ({ createPaymentMethod }),
  useElements: () => ({ getElement: () => ({}) }),
}));
jest.setTimeout(120_000);
// Keys as a browser sends them, with their legacy code (user-event leaves it out; antd's own controls read it).
const LEGACY: Record<string, number> = { Enter: 13, Tab: 9, Escape: 27, ArrowUp: 38, ArrowDown: 40, ArrowLeft: 37, ArrowRight: 39, Backspace: 8, ' ': 32, Control: 17 };
function legacyCode(this: KeyboardEvent) {
  return LEGACY[this.key] ?? (this.key.length === 1 ? this.key.toUpperCase().charCodeAt(0) : 0);
}
Object.defineProperty(KeyboardEvent.prototype, 'keyCode', { get: legacyCode, configurable: true });
Object.defineProperty(KeyboardEvent.prototype, 'which', { get: legacyCode, configurable: true });

const PACKAGES: EntryPackage[] = [
  { id: 1, name: 'Package A', price: 4900, addon: false },
  { id: 2, name: 'Package C', price: 2500, addon: false },
  { id: 3, name: 'Extra 5x7', price: 1200, addon: true },
];
const AVA: EntrySubject = { id: 7, firstName: 'Ava', lastName: 'Johnson', group: 'Room 4', accessCode: 'K7QMP4XT', poses: [{ imageId: 70, fileName: 'a1.jpg' }, { imageId: 71, fileName: 'a2.jpg' }] };
const LIAM: EntrySubject = { id: 8, firstName: 'Liam', lastName: 'Lopez', group: 'Room 4', accessCode: 'R2DW9HNA', poses: [] };
const save = jest.fn();
const createChild = jest.fn();

beforeEach(() => {
  jest.mocked(usePaymentsConfig).mockReturnValue({ data: { provider: 'sandbox', publishableKey: null } } as never);
  createPaymentMethod.mockReset();
  jest.mocked(useEntryPackages).mockReturnValue({ data: PACKAGES, isPending: false, error: null } as never);
  jest.mocked(useEntrySubjects).mockImplementation((_scope, search) => ({ data: search && 'ava johnson'.includes(search.toLowerCase()) ? [AVA] : [], isFetching: false }) as never);
  save.mockReset();
  jest.mocked(useSaveEnvelope).mockReturnValue({ mutateAsync: save, isPending: false } as never);
  createChild.mockReset();
  jest.mocked(subjectsResource.useCreate).mockReturnValue({ mutateAsync: createChild } as never);
});

const placed = (envelope: EnvelopeInput, orderNumber: string, customerName = 'Jordan Johnson'): EnteredOrder => ({
  orderNumber, entryKey: envelope.entryKey, customerName, subjectName: 'Ava Johnson', paymentMethod: envelope.payment.method, checkNumber: envelope.payment.checkNumber || null, total: 7700, created: true,
});

function renderEntry() {
  render(
    <PlatformProviders>
      <EnvelopeEntry scope={{ studioId: 1, organizationId: 3, jobId: 11 }} />
    </PlatformProviders>,
  );
}

/** The page open, the child field focused, `typed` in it and the list showing `title`; answers the field. */
async function openAndType(user: ReturnType<typeof userEvent.setup>, typed: string, title: string) {
  renderEntry();
  const child = await screen.findByRole('combobox', { name: 'Child' });
  await waitFor(() => expect(child).toHaveFocus());
  await user.keyboard(typed);
  await screen.findAllByTitle(title, {}, { timeout: 15_000 });
  return child;
}

async function typeEnvelope(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('ava');
  // The option is chosen by the mouse here (the keyboard's pick has its own tests), the rest by keyboard.
  const choices = await screen.findAllByTitle('Johnson, Ava — Room 4', {}, { timeout: 15_000 });
  await user.click(choices[choices.length - 1]!);
  await user.click(screen.getByLabelText('Package A ($49.00)'));
  await user.keyboard('1');
  await user.tab();
  await user.keyboard('1');
  await user.tab();
  await user.tab();
  await user.keyboard('{Control>}a{/Control}2');
  await user.tab();
  await user.keyboard('Jordan');
}

test('an envelope is saved with Ctrl+Enter, and the next one starts in the child field', async () => {
  const user = userEvent.setup({ delay: null });
  save.mockImplementation(async ({ envelope }: { envelope: EnvelopeInput }) => placed(envelope, '100010'));
  renderEntry();
  const child = await screen.findByRole('combobox', { name: 'Child' });
  await waitFor(() => expect(child).toHaveFocus());
  // An empty envelope holds nothing to lose; a half-typed one makes leaving the page (a link, Back, a
  // reload) ask "Discard unsaved changes?" through the platform's guard, and a saved one no longer does.
  expect(hasUnsavedChanges()).toBe(false);
  await typeEnvelope(user);
  expect(hasUnsavedChanges()).toBe(true);
  // The contact's last name comes from the child's.
  expect(screen.getByLabelText('Contact last name')).toHaveValue('Johnson');
  expect(screen.getByText(/Packages \$74\.00/)).toBeInTheDocument();
  await user.keyboard('{Control>}{Enter}{/Control}');

  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  const { contact, envelope } = save.mock.calls[0][0];
  expect(contact).toEqual({ firstName: 'Jordan', lastName: 'Johnson', email: '' });
  expect(envelope).toMatchObject({ subjectId: 7, payment: { method: 'cash' }, lines: [{ packageId: 1, quantity: 1, imageId: 71 }, { packageId: 2, quantity: 1, imageId: 71 }] });
  const table = screen.getByRole('table');
  expect(await within(table).findByText('#100010')).toBeInTheDocument();
  expect(within(table).getByText('Cash')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Child' })).toHaveFocus());
  expect(screen.getByLabelText('Contact first name')).toHaveValue('');
  expect(hasUnsavedChanges()).toBe(false);
});

test('a check needs its number, and a failed save keeps the envelope and its key for the retry', async () => {
  const user = userEvent.setup({ delay: null });
  renderEntry();
  await screen.findByRole('combobox', { name: 'Child' });
  await typeEnvelope(user);
  await user.click(screen.getByRole('radio', { name: 'Check' }));
  await user.keyboard('{Control>}{Enter}{/Control}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Enter the check number');
  expect(save).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('Check number'), '1042');
  save.mockRejectedValueOnce(new ApiError(0, ['Could not reach the server. Check your connection and try again.']));
  await user.keyboard('{Control>}{Enter}{/Control}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server');
  save.mockImplementation(async ({ envelope }: { envelope: EnvelopeInput }) => placed(envelope, '100011'));
  await user.click(screen.getByRole('button', { name: /Save envelope/ }));
  await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
  expect(save.mock.calls[1][0].envelope.entryKey).toBe(save.mock.calls[0][0].envelope.entryKey);
  expect(save.mock.calls[1][0].envelope.payment).toMatchObject({ method: 'check', checkNumber: '1042' });
  expect(await screen.findByText('Check 1042')).toBeInTheDocument();
});

test('a card is sent as its test PaymentMethod id, never its number', async () => {
  const user = userEvent.setup({ delay: null });
  save.mockImplementation(async ({ envelope }: { envelope: EnvelopeInput }) => placed(envelope, '100012'));
  renderEntry();
  await screen.findByRole('combobox', { name: 'Child' });
  await typeEnvelope(user);
  await user.click(screen.getByRole('radio', { name: 'Card' }));
  await user.type(screen.getByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1239');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.keyboard('{Control>}{Enter}{/Control}');
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  expect(save.mock.calls[0][0].envelope.payment).toEqual({ method: 'card', checkNumber: '', paymentToken: 'pm_card_visa' });
  expect(JSON.stringify(save.mock.calls[0][0])).not.toContain('4242');
});

test("with Stripe, the card is typed in Stripe's own field and sent as the PaymentMethod Stripe made; a refused card is said and nothing saved", async () => {
  jest.mocked(usePaymentsConfig).mockReturnValue({ data: { provider: 'stripe', publishableKey: 'pk_live_studio' } } as never);
  const user = userEvent.setup({ delay: null });
  save.mockImplementation(async ({ envelope }: { envelope: EnvelopeInput }) => placed(envelope, '100013'));
  renderEntry();
  await screen.findByRole('combobox', { name: 'Child' });
  await typeEnvelope(user);
  await user.click(screen.getByRole('radio', { name: 'Card' }));
  expect(await screen.findByTestId('stripe-card-field')).toBeInTheDocument();
  expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();

  createPaymentMethod.mockResolvedValueOnce({ error: { message: 'Your card was declined.' } });
  await user.click(screen.getByRole('button', { name: /Save envelope/ }));
  expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
  expect(save).not.toHaveBeenCalled();

  createPaymentMethod.mockResolvedValueOnce({ paymentMethod: { id: 'pm_1RealCard' } });
  await user.click(screen.getByRole('button', { name: /Save envelope/ }));
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  expect(save.mock.calls[0][0].envelope.payment).toEqual({ method: 'card', checkNumber: '', paymentToken: 'pm_1RealCard' });
});

test('a child not on the roster is added from the name typed', async () => {
  const user = userEvent.setup({ delay: null });
  createChild.mockResolvedValue({ id: 99, firstName: 'Mia', lastName: 'Lopez' });
  renderEntry();
  await screen.findByRole('combobox', { name: 'Child' });
  await user.keyboard('Mia Lopez');
  const add = await screen.findAllByTitle('Add “Mia Lopez” as a new child', {}, { timeout: 15_000 });
  await user.click(add[add.length - 1]!);
  await waitFor(() => expect(createChild).toHaveBeenCalledWith({ firstName: 'Mia', lastName: 'Lopez' }));
  expect((await screen.findAllByText('Lopez, Mia')).length).toBeGreaterThan(0);
  expect(screen.getByLabelText('Contact last name')).toHaveValue('Lopez');
});

const pressEnter = () => fireEvent.keyDown(screen.getByRole('combobox', { name: 'Child' }), { key: 'Enter', code: 'Enter' });

test('Enter picks only from the answer to what is typed now, never from an earlier search', async () => {
  const user = userEvent.setup({ delay: null });
  let answered = false;
  // The earlier search's list stays in the cache while the new one is asked (react-query's kept data).
  jest.mocked(useEntrySubjects).mockImplementation((_scope, search) => {
    if (search === 'ava') return { data: [AVA], isFetching: false } as never;
    if (search.toLowerCase() === 'liam lopez') return (answered ? { data: [LIAM], isFetching: false } : { data: [AVA], isFetching: true, isPlaceholderData: true }) as never;
    return { data: [], isFetching: false } as never;
  });
  await openAndType(user, 'ava', 'Johnson, Ava — Room 4');
  await user.keyboard('{Backspace>3/}Liam Lopez');
  expect(await screen.findByText('Searching…', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryAllByTitle('Johnson, Ava — Room 4')).toHaveLength(0);
  pressEnter();
  expect(screen.queryByText('Johnson, Ava — Room 4')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Contact last name')).toHaveValue('');

  answered = true;
  await user.keyboard(' '); // any new keystroke renders the answer that came in
  await user.keyboard('{Backspace}');
  await screen.findAllByTitle('Lopez, Liam — Room 4', {}, { timeout: 15_000 });
  pressEnter();
  await waitFor(() => expect(screen.getByLabelText('Contact last name')).toHaveValue('Lopez'));
  expect(screen.getAllByText('Lopez, Liam — Room 4').length).toBeGreaterThan(0);
});

test('envelope after envelope by keyboard alone, keys as fast as they come: each is saved for the child shown as picked', async () => {
  const user = userEvent.setup({ delay: null });
  jest.mocked(useEntrySubjects).mockImplementation((_scope, search) => {
    const typed = search.toLowerCase();
    return { data: typed ? [AVA, LIAM].filter((c) => `${c.firstName} ${c.lastName}`.toLowerCase().includes(typed)) : [LIAM, AVA], isFetching: false } as never;
  });
  save.mockImplementation(async ({ envelope, contact }: { envelope: EnvelopeInput; contact: { firstName: string; lastName: string } }) =>
    placed(envelope, String(100020 + save.mock.calls.length), `${contact.firstName} ${contact.lastName}`));
  renderEntry();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Child' })).toHaveFocus());
  for (const [i, { name, title, contact }] of [
    { name: 'Ava Johnson', title: 'Johnson, Ava — Room 4', contact: 'Jordan' },
    { name: 'Liam Lopez', title: 'Lopez, Liam — Room 4', contact: 'Rosa' },
  ].entries()) {
    await user.keyboard(name);
    await screen.findAllByTitle(title, {}, { timeout: 15_000 });
    // Enter picks, and the next keys follow at once, as a fast typist's do: nothing waits for the list to close.
    await user.keyboard(`{Enter}{Tab}1{Tab}1{Tab}{Tab}{Tab}${contact}`);
    expect(screen.getByText(title)).toBeInTheDocument(); // the picked child, plainly, before saving
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(save).toHaveBeenCalledTimes(i + 1));
    expect(save.mock.calls[i][0]).toMatchObject({ contact: { firstName: contact, lastName: name.split(' ')[1] }, envelope: { subjectId: [AVA.id, LIAM.id][i] } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Child' })).toHaveFocus());
  }
});

test('Tab leaves the child field without picking; another child replaces the last name taken from the first, never a typed one', async () => {
  const user = userEvent.setup({ delay: null });
  const LIAM_UNGROUPED: EntrySubject = { ...LIAM, group: null, accessCode: null };
  jest.mocked(useEntrySubjects).mockImplementation((_scope, search) => ({ data: search ? [AVA, LIAM_UNGROUPED].filter((c) => c.firstName.toLowerCase().startsWith(search.toLowerCase())) : [], isFetching: false }) as never);
  const child = await openAndType(user, 'ava', 'Johnson, Ava — Room 4');
  await user.keyboard('{Tab}');
  expect(screen.getByLabelText('Package A ($49.00)')).toHaveFocus();
  expect(screen.getByText('No child picked yet')).toBeInTheDocument();
  expect(child).toHaveValue('');

  await user.click(child);
  await user.keyboard('ava');
  await screen.findAllByTitle('Johnson, Ava — Room 4', {}, { timeout: 15_000 });
  await user.keyboard('{Enter}');
  expect(screen.getByText('Envelope for', { exact: false })).toHaveTextContent('Envelope for Johnson, Ava — Room 4 · code K7QM-P4XT');
  expect(screen.getByLabelText('Contact last name')).toHaveValue('Johnson');
  await user.keyboard('li');
  await screen.findAllByTitle('Lopez, Liam', {}, { timeout: 15_000 });
  await user.keyboard('{Enter}');
  expect(screen.getByText('Envelope for', { exact: false })).toHaveTextContent(/^Envelope for Lopez, Liam$/);
  expect(screen.getByLabelText('Contact last name')).toHaveValue('Lopez');

  await user.clear(screen.getByLabelText('Contact last name'));
  await user.type(screen.getByLabelText('Contact last name'), 'Rivera');
  await user.click(child);
  await user.keyboard('ava');
  await screen.findAllByTitle('Johnson, Ava — Room 4', {}, { timeout: 15_000 });
  await user.keyboard('{Enter}');
  expect(screen.getByLabelText('Contact last name')).toHaveValue('Rivera');
});
