import { workflowsResource } from '@shutterday/api-client/staff';
import { ERROR_MESSAGES } from '@shutterday/domain';
import type { WorkflowRecord } from '@shutterday/domain/staff';
import { DateText, recordLinkColumn, ResourceListPage, useConfirm, useListParams, useToast } from '@shutterday/ui';
import { Button } from 'antd';
import { deleteWorkflowWarning } from '../../../../features/workflows/workflow-form-values';

/** `workflows`: the platform's workflow templates, the checklists studios attach to their jobs. */
export default function WorkflowsListRoute() {
  const list = useListParams();
  const query = workflowsResource.useList(undefined, list.query);
  const remove = workflowsResource.useRemove(undefined);
  const confirm = useConfirm();
  const toast = useToast();
  const onDelete = async (workflow: WorkflowRecord) => {
    if (!(await confirm({ title: `Delete ${workflow.name}?`, content: deleteWorkflowWarning(workflow.usedByJobs), okText: 'Delete', danger: true }))) return;
    try {
      await remove.mutateAsync(workflow.id);
      toast.success('Workflow deleted');
    } catch {
      toast.error(ERROR_MESSAGES.workflowDeleteFailed(workflow.id));
    }
  };
  return (
    <ResourceListPage<WorkflowRecord>
      title="Workflows"
      description="Checklists a studio follows to run a picture day. Studios attach them to their jobs and tick the steps as they go; a change here reaches every job that follows the workflow."
      list={list}
      query={query}
      newLabel="New workflow"
      emptyText="No workflow yet: make the first checklist studios can follow."
      errorTitle={ERROR_MESSAGES.workflowsFetchFailed}
      columns={[
        recordLinkColumn('Name', 'name'),
        { title: 'Steps', dataIndex: 'steps', align: 'right', render: (steps: WorkflowRecord['steps']) => steps.length },
        { title: 'Jobs following it', dataIndex: 'usedByJobs', align: 'right', responsive: ['sm'] },
        { title: 'Changed', dataIndex: 'updatedAt', responsive: ['md'], render: (at: string) => <DateText value={at} /> },
        {
          title: 'Actions',
          key: 'actions',
          render: (_value, workflow) => (
            <Button danger aria-label={`Delete ${workflow.name}`} onClick={() => void onDelete(workflow)}>
              Delete
            </Button>
          ),
        },
      ]}
    />
  );
}
