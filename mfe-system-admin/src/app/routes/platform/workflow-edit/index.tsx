import { workflowsResource } from '@shutterday/api-client/staff';
import { parseRouteId } from '@shutterday/domain';
import type { WorkflowRecord } from '@shutterday/domain/staff';
import { QueryState, RecordPage } from '@shutterday/ui';
import { Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { WorkflowForm } from '../../../../features/workflows/components/workflow-form';
import { EMPTY_WORKFLOW, fromWorkflow, toWorkflowInput } from '../../../../features/workflows/workflow-form-values';

/** `workflows/new` and `workflows/{workflowId}`. */
export default function WorkflowEditRoute() {
  const navigate = useNavigate();
  const { workflowId } = useParams();
  const create = workflowsResource.useCreate(undefined);
  if (workflowId === 'new') {
    return (
      <RecordPage heading="New workflow" back="Workflows">
        <WorkflowForm values={EMPTY_WORKFLOW} onSubmit={(values) => create.mutateAsync(toWorkflowInput(values))} onSaved={() => navigate('..', { relative: 'path' })} />
      </RecordPage>
    );
  }
  return <ExistingWorkflow id={parseRouteId(workflowId, 'workflowId')} />;
}

function ExistingWorkflow({ id }: { id: number }) {
  const workflow = workflowsResource.useDetail(undefined, id);
  const update = workflowsResource.useUpdate(undefined);
  return (
    <QueryState query={workflow} errorTitle="We couldn't load the workflow">
      {(record: WorkflowRecord) => (
        <RecordPage heading={record.name} documentTitle={`Workflow ${record.name}`} back="Workflows">
          {record.usedByJobs > 0 ? (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {`${record.usedByJobs === 1 ? '1 job follows' : `${record.usedByJobs} jobs follow`} this workflow and will show your changes. Renamed and moved steps keep their ticks; a removed step's tick is no longer shown.`}
            </Typography.Paragraph>
          ) : null}
          <WorkflowForm
            values={fromWorkflow(record)}
            onSubmit={(values) => update.mutateAsync({ id, input: { ...toWorkflowInput(values), version: record.version } })}
            onReload={() => workflow.refetch()}
          />
        </RecordPage>
      )}
    </QueryState>
  );
}
