import type { WorkflowTemplate } from '@shutterday/domain/staff';
import { Button, Flex, Select } from 'antd';
import { useState } from 'react';

export interface AttachWorkflowProps {
  /** The templates a job may follow. */
  templates: WorkflowTemplate[];
  /** Those the job already follows (left out of the choice). */
  attachedIds: ReadonlySet<number>;
  onAttach: (workflowId: number) => Promise<unknown>;
  busy: boolean;
}

/** Pick a template and attach it: the job then follows its steps. */
export function AttachWorkflow({ templates, attachedIds, onAttach, busy }: AttachWorkflowProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const options = templates
    .filter((template) => !attachedIds.has(template.id))
    .map((template) => ({ value: template.id, label: `${template.name} (${stepCount(template.steps.length)})` }));
  return (
    <Flex gap={8} wrap align="center">
      <Select<number>
        aria-label="Workflow to attach"
        placeholder={options.length ? 'Choose a workflow' : 'Every workflow is attached'}
        options={options}
        value={chosen}
        onChange={setChosen}
        disabled={options.length === 0}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ minWidth: 260, maxWidth: '100%' }}
      />
      <Button type="primary" disabled={chosen === null} loading={busy} onClick={() => chosen !== null && void onAttach(chosen).then(() => setChosen(null), () => undefined)}>
        Attach
      </Button>
    </Flex>
  );
}

const stepCount = (n: number) => (n === 1 ? '1 step' : `${n} steps`);
