import * as v from 'valibot';
import { nextWorkflowDefinition, WorkflowCreate, workflowProgress } from '../workflow-input';

const messages = (input: unknown) => {
  const result = v.safeParse(WorkflowCreate, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('workflow templates', () => {
  it('need a name and 1 to 50 steps, each a title, each once', () => {
    expect(messages({ name: 'Picture day', steps: [{ title: 'Send the flyers home' }] })).toEqual([]);
    expect(messages({ name: 'Picture day', steps: [] })).toEqual(['Add at least one step']);
    expect(messages({ name: 'Picture day', steps: Array.from({ length: 51 }, () => ({ title: 'x' })) })).toEqual(['Use at most 50 steps']);
    expect(messages({ name: ' ', steps: [{ title: '  ' }] })).toEqual(['This field is required', 'This field is required']);
    expect(messages({ name: 'P', steps: [{ id: 1, title: 'a' }, { id: 1, title: 'b' }] })).toEqual(['Each step appears once']);
  });

  it('keep step ids through an edit and never give a removed step id to a new step', () => {
    const current = { steps: [{ id: 1, title: 'Flyers' }, { id: 2, title: 'Roster' }, { id: 3, title: 'Upload' }], lastStepId: 3 };
    const edited = nextWorkflowDefinition(current, [{ id: 3, title: 'Upload the photos' }, { title: 'Ship' }, { id: 1, title: 'Flyers' }]);
    expect(edited).toEqual({ definition: { steps: [{ id: 3, title: 'Upload the photos' }, { id: 4, title: 'Ship' }, { id: 1, title: 'Flyers' }], lastStepId: 4 } });
    // Step 4 was removed above: the next new step is 5, not 4 again.
    const again = nextWorkflowDefinition({ steps: [{ id: 1, title: 'Flyers' }], lastStepId: 4 }, [{ id: 1, title: 'Flyers' }, { title: 'New' }]);
    expect(again).toEqual({ definition: { steps: [{ id: 1, title: 'Flyers' }, { id: 5, title: 'New' }], lastStepId: 5 } });
    expect(nextWorkflowDefinition(current, [{ id: 9, title: 'Forged' }])).toEqual({ unknownIds: [9] });
  });

  it('measure progress in whole percent', () => {
    expect(workflowProgress([{ doneAt: '2026-11-25T10:00:00Z' }, { doneAt: null }, { doneAt: null }])).toEqual({ done: 1, total: 3, percent: 33 });
    expect(workflowProgress([])).toEqual({ done: 0, total: 0, percent: 0 });
  });
});
