import { isApiError } from '@shutterday/api-client';
import { useAdminStudios, useApproveAdminStudio, useUpdateAdminStudio } from '@shutterday/api-client/staff';
import type { StudioSummary } from '@shutterday/domain';
import { ListSearch, PageTitle, QueryState, studioHomePath, useListParams, useToast } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { StudiosTable } from '../../../../features/studios/components/studios-table';

/** `/admin/studios`: every studio, 50 a page from page 1 (spec §9); page and search live in the URL. */
export default function StudiosListRoute() {
  const { page, search, update } = useListParams();
  const studios = useAdminStudios({ page, search: search || undefined });
  const approve = useApproveAdminStudio();
  const changeStudio = useUpdateAdminStudio();
  const toast = useToast();
  const onSetClosed = (studio: StudioSummary, closed: boolean) =>
    changeStudio.mutate(
      { id: studio.id, disabled: closed },
      {
        onSuccess: () => toast.success(closed ? `${studio.name} is closed` : `${studio.name} is open again`),
        onError: (failure) => toast.error(isApiError(failure) ? failure.errors : `${studio.name} could not be changed`),
      },
    );
  const onApprove = (studio: StudioSummary) =>
    approve.mutate(studio, {
      onSuccess: () => toast.success(`${studio.name} is approved`),
      onError: (failure) => toast.error(isApiError(failure) ? failure.errors : `${studio.name} could not be approved`),
    });
  return (
    <Flex vertical gap={16}>
      <PageTitle title="Studios" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Studios
      </Typography.Title>
      <ListSearch label="Search studios" placeholder="Name or slug" value={search} onSearch={(value) => update({ search: value })} />
      <QueryState query={studios} errorTitle="We couldn't load the studios" loadingLabel="Loading studios…">
        {(data) => (
          <StudiosTable
            page={data}
            search={search}
            loading={studios.isPlaceholderData}
            onPageChange={(next) => update({ page: next })}
            studioHref={(studio) => studioHomePath(studio.id)}
            onApprove={onApprove}
            approvingId={approve.isPending ? approve.variables?.id : undefined}
            onSetClosed={onSetClosed}
            settingsHref={(studio) => `${studioHomePath(studio.id)}/settings`}
          />
        )}
      </QueryState>
    </Flex>
  );
}
