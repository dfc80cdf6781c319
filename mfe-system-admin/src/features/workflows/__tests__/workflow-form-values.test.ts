import * as v from 'valibot';
import { deleteWorkflowWarning, fromWorkflow, toWorkflowInput, WorkflowFormSchema } from '../workflow-form-values';

describe('workflow form values', () => {
  it('send kept steps back with their ids and new ones without, in the order shown', () => {
    const values = fromWorkflow({ id: 4, name: 'School picture day', description: '', steps: [{ id: 1, title: 'Flyers' }, { id: 3, title: 'Upload' }], usedByJobs: 2, version: 5, updatedAt: '2026-11-25T10:00:00Z' });
    expect(values.steps).toEqual([{ stepId: 1, title: 'Flyers' }, { stepId: 3, title: 'Upload' }]);
    const edited = { ...values, name: ' School day ', steps: [values.steps[1]!, { title: ' Ship the orders ' }, values.steps[0]!] };
    expect(toWorkflowInput(edited)).toEqual({ name: 'School day', description: '', steps: [{ id: 3, title: 'Upload' }, { title: 'Ship the orders' }, { id: 1, title: 'Flyers' }] });
  });

  it('say what is missing before anything is sent', () => {
    const issues = (input: object) => {
      const result = v.safeParse(WorkflowFormSchema, { name: 'Day', description: '', steps: [{ title: 'Step' }], ...input });
      return result.success ? [] : result.issues.map((issue) => issue.message);
    };
    expect(issues({})).toEqual([]);
    expect(issues({ steps: [] })).toEqual(['Add at least one step']);
    expect(issues({ steps: [{ title: ' ' }] })).toEqual(['This field is required']);
  });

  it('warn what a delete does to the jobs that follow the template', () => {
    expect(deleteWorkflowWarning(0)).toBe('No job follows it: it is deleted for good.');
    expect(deleteWorkflowWarning(1)).toMatch(/^1 job follows it\. They keep it/);
    expect(deleteWorkflowWarning(3)).toMatch(/^3 jobs follow it\./);
  });
});
