import { useAttachJobWorkflow, useDetachJobWorkflow, useJobWorkflows, useTickWorkflowStep, useWorkflowTemplates } from '@shutterday/api-client/staff';
import { ERROR_MESSAGES } from '@shutterday/domain';
import type { JobWorkflow } from '@shutterday/domain/staff';
import { apiErrorMessages, PageTitle, QueryState, useConfirm, useToast } from '@shutterday/ui';
import { Empty, Flex, Typography } from 'antd';
import { AttachWorkflow } from '../../../../features/job-workflows/components/attach-workflow';
import { JobWorkflowCard } from '../../../../features/job-workflows/components/job-workflow-card';
import { useJobScope } from '../../../../lib/job-scope';

/** `workflows`: the checklists this job follows, their progress, and the steps to tick. */
export default function JobWorkflowsRoute() {
  const scope = useJobScope();
  const toast = useToast();
  const confirm = useConfirm();
  const workflows = useJobWorkflows(scope);
  const templates = useWorkflowTemplates({ pageSize: 200 });
  const attach = useAttachJobWorkflow(scope);
  const detach = useDetachJobWorkflow(scope);
  const tick = useTickWorkflowStep(scope);
  const failed = (error: unknown) => toast.error(apiErrorMessages(error));

  const onDetach = async (workflow: JobWorkflow) => {
    const ticked = workflow.steps.filter((step) => step.doneAt !== null).length;
    const content = ticked > 0 ? `Its ${ticked} ticked ${ticked === 1 ? 'step is' : 'steps are'} forgotten with it.` : 'No step is ticked yet.';
    if (!(await confirm({ title: `Detach ${workflow.name} from this job?`, content, okText: 'Detach', danger: true }))) return;
    await detach.mutateAsync(workflow.workflowId).then(() => toast.success('Workflow detached'), failed);
  };

  return (
    <Flex vertical gap={16}>
      <PageTitle title="Workflows" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Workflows
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>The checklists your team follows for this picture day. Tick each step as it is done.</Typography.Paragraph>
      <QueryState query={templates} errorTitle={ERROR_MESSAGES.workflowsFetchFailed}>
        {(data) => (
          <AttachWorkflow
            templates={data.resultItems}
            attachedIds={new Set((workflows.data?.resultItems ?? []).map((workflow) => workflow.workflowId))}
            busy={attach.isPending}
            onAttach={(workflowId) => attach.mutateAsync(workflowId).then(() => toast.success('Workflow attached'), (error: unknown) => {
              failed(error);
              throw error;
            })}
          />
        )}
      </QueryState>
      <QueryState query={workflows} errorTitle={ERROR_MESSAGES.workflowsFetchFailed}>
        {(data) =>
          data.resultItems.length === 0 ? (
            <Empty description="This job follows no workflow yet. Attach one above." />
          ) : (
            data.resultItems.map((workflow) => (
              <JobWorkflowCard
                key={workflow.workflowId}
                workflow={workflow}
                onTick={(stepId, done) => tick.mutateAsync({ workflowId: workflow.workflowId, stepId, done }).catch(failed)}
                onDetach={() => void onDetach(workflow)}
              />
            ))
          )
        }
      </QueryState>
    </Flex>
  );
}
