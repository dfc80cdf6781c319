import '@shutterday/ui/test-support/message-channel';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlatformProviders } from '@shutterday/ui';
import type { JobWorkflow, WorkflowTemplate } from '@shutterday/domain/staff';
import { AttachWorkflow } from '../components/attach-workflow';
import { JobWorkflowCard } from '../components/job-workflow-card';

jest.setTimeout(30_000);

const workflow: JobWorkflow = {
  workflowId: 7,
  name: 'School picture day',
  description: 'From flyers to shipping',
  attachedAt: '2026-11-20T10:00:00.000Z',
  steps: [
    { id: 1, title: 'Send the flyers home', doneAt: '2026-11-21T15:00:00.000Z', doneBy: 'Dana Studio' },
    { id: 2, title: 'Confirm the roster', doneAt: null, doneBy: null },
    { id: 4, title: 'Upload the photos', doneAt: null, doneBy: null },
  ],
};
const template = (id: number, name: string): WorkflowTemplate => ({ id, name, description: '', steps: [{ id: 1, title: 'x' }], version: 1, updatedAt: '2026-11-20T10:00:00.000Z' });

describe("a job's workflow", () => {
  it('shows how far along it is and who ticked what, and ticks and unticks by step id', async () => {
    const onTick = jest.fn().mockResolvedValue(undefined);
    const onDetach = jest.fn();
    render(<PlatformProviders><JobWorkflowCard workflow={workflow} onTick={onTick} onDetach={onDetach} /></PlatformProviders>);
    expect(screen.getByRole('progressbar', { name: 'School picture day: 1 of 3 steps done' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText(/Done by Dana Studio on/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Upload the photos' }));
    expect(onTick).toHaveBeenCalledWith(4, true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send the flyers home' }));
    expect(onTick).toHaveBeenCalledWith(1, false);
    await userEvent.click(screen.getByRole('button', { name: 'Detach School picture day' }));
    expect(onDetach).toHaveBeenCalled();
  });

  it('shows a tick at once while it is being saved, and the saved state after', async () => {
    let answer: () => void = () => undefined;
    const onTick = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<PlatformProviders><JobWorkflowCard workflow={workflow} onTick={onTick} onDetach={jest.fn()} /></PlatformProviders>);
    const box = screen.getByRole('checkbox', { name: 'Confirm the roster' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    answer();
    // The list the server answered still says "to do" (here: unchanged props), so the box follows it.
    await waitFor(() => expect(box).not.toBeChecked());
    expect(box).toBeEnabled();
  });

  it('offers only the templates the job does not follow yet', async () => {
    const onAttach = jest.fn().mockResolvedValue(undefined);
    render(<PlatformProviders><AttachWorkflow templates={[template(7, 'School picture day'), template(8, 'Sports team day')]} attachedIds={new Set([7])} onAttach={onAttach} busy={false} /></PlatformProviders>);
    expect(screen.getByRole('button', { name: 'Attach' })).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Workflow to attach' }));
    expect(screen.queryByText('School picture day (1 step)')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByText('Sports team day (1 step)'));
    await userEvent.click(screen.getByRole('button', { name: 'Attach' }));
    expect(onAttach).toHaveBeenCalledWith(8);
  });
});
