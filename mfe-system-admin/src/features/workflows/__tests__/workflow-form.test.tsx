import '@shutterday/ui/test-support/message-channel';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformProviders } from '@shutterday/ui';
import { WorkflowForm } from '../components/workflow-form';

jest.setTimeout(30_000);

const values = { name: 'School picture day', description: '', steps: [{ stepId: 1, title: 'Send the flyers home' }, { stepId: 2, title: 'Upload the photos' }] };

describe('the workflow form', () => {
  it('adds, moves and removes steps, and saves them in the order shown with their ids', async () => {
    const submit = jest.fn().mockResolvedValue({});
    render(<PlatformProviders><WorkflowForm values={values} onSubmit={submit} /></PlatformProviders>);
    await userEvent.click(screen.getByRole('button', { name: /Add a step/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Step 3' }), 'Confirm the roster');
    await userEvent.click(screen.getByRole('button', { name: 'Move step 3 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move step 1 down' }));
    // Now: Confirm the roster, Send the flyers home, Upload the photos → remove the last.
    await userEvent.click(screen.getByRole('button', { name: 'Remove step 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledWith({ ...values, steps: [{ title: 'Confirm the roster' }, { stepId: 1, title: 'Send the flyers home' }] });
    expect(await screen.findByText('Workflow saved')).toBeInTheDocument();
  });

  it('says what a step lacks instead of saving', async () => {
    const submit = jest.fn();
    render(<PlatformProviders><WorkflowForm values={values} onSubmit={submit} /></PlatformProviders>);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Step 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remove step 1' })).toBeEnabled();
  });
});
