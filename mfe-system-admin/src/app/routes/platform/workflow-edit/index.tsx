import { workflowsResource } from '@shutterday/api-client/staff';
import { parseRouteId } from '@shutterday/domain';
import type { WorkflowRecord } from '@shutterday/domain/staff';
import { PageTitle, QueryState } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { WorkflowForm } from '../../../../features/workflows/components/workflow-form';
import { EMPTY_WORKFLOW, fromWorkflow, toWorkflowInput } from '../../../../features/workflows/workflow-form-values';

const BackLink = () => (
  <Link to=".." relative="path">
    ← Workflows
  </Link>
);

/** `workflows/new` and `workflows/{workflowId}`. */
export default function WorkflowEditRoute() {
  const navigate = useNavigate();
  const { workflowId } = useParams();
  const create = workflowsResource.useCreate(undefined);
  if (workflowId === 'new') {
    return (
      <Flex vertical gap={16}>
        <PageTitle title="New workflow" />
        <BackLink />
        <Typography.Title level={2}>New workflow</Typography.Title>
        <WorkflowForm values={EMPTY_WORKFLOW} onSubmit={(values) => create.mutateAsync(toWorkflowInput(values))} onSaved={() => navigate('..', { relative: 'path' })} />
      </Flex>
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
        <Flex vertical gap={16}>
          <PageTitle title={`Workflow ${record.name}`} />
          <BackLink />
          <Typography.Title level={2}>{record.name}</Typography.Title>
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
        </Flex>
      )}
    </QueryState>
  );
}
