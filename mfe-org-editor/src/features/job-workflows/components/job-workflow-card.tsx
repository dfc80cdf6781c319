import { workflowProgress, type JobWorkflow } from '@shutterday/domain/staff';
import { DateText } from '@shutterday/ui';
import { Button, Card, Checkbox, Flex, Progress, Typography } from 'antd';
import { useState } from 'react';

export interface JobWorkflowCardProps {
  workflow: JobWorkflow;
  /** Tick (true) or untick a step; settles when the server has answered. */
  onTick: (stepId: number, done: boolean) => Promise<unknown>;
  onDetach: () => void;
}

/** One workflow the job follows: how far along it is, and its steps to tick, each saying who ticked it and when. */
export function JobWorkflowCard({ workflow, onTick, onDetach }: JobWorkflowCardProps) {
  // The box being saved shows the change at once (set in the click itself) and waits for the answer.
  const [saving, setSaving] = useState<{ stepId: number; done: boolean } | null>(null);
  const tick = (stepId: number, done: boolean) => {
    setSaving({ stepId, done });
    void onTick(stepId, done).finally(() => setSaving(null));
  };
  const progress = workflowProgress(workflow.steps);
  const headingId = `job-workflow-${workflow.workflowId}`;
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      title={
        <Typography.Title level={3} id={headingId} style={{ margin: 0, fontSize: 16 }}>
          {workflow.name}
        </Typography.Title>
      }
      extra={
        <Button danger aria-label={`Detach ${workflow.name}`} onClick={onDetach}>
          Detach
        </Button>
      }
    >
      {workflow.description ? <Typography.Paragraph type="secondary">{workflow.description}</Typography.Paragraph> : null}
      <Progress
        percent={progress.percent}
        status={progress.done === progress.total && progress.total > 0 ? 'success' : 'normal'}
        format={() => `${progress.done} of ${progress.total}`}
        aria-label={`${workflow.name}: ${progress.done} of ${progress.total} steps done`}
      />
      <ol style={{ listStyle: 'none', padding: 0, margin: '12px 0 0' }}>
        {workflow.steps.map((step) => (
          <li key={step.id} style={{ padding: '6px 0' }}>
            <Flex vertical gap={2}>
              <Checkbox
                checked={saving?.stepId === step.id ? saving.done : step.doneAt !== null}
                disabled={saving?.stepId === step.id}
                onChange={(event) => tick(step.id, event.target.checked)}
              >
                {step.title}
              </Checkbox>
              {step.doneAt ? (
                <Typography.Text type="secondary" style={{ marginLeft: 24, fontSize: 12 }}>
                  {`Done by ${step.doneBy ?? 'someone'} on `}
                  <DateText value={step.doneAt} />
                </Typography.Text>
              ) : null}
            </Flex>
          </li>
        ))}
      </ol>
    </Card>
  );
}
