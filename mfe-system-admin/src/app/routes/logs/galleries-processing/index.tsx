import { useGalleriesProcessing } from '@shutterday/api-client/staff';
import { ListSearch, PageTitle, QueryState, studioHomePath, useListParams } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { GalleriesProcessingTable } from '../../../../features/galleries-processing/components/galleries-processing-table';

/** `/admin/galleries-processing`: every job's photos and their thumbnails and previews, waiting jobs first. */
export default function GalleriesProcessingRoute() {
  const { page, search, update } = useListParams();
  const list = useGalleriesProcessing({ page, search: search || undefined });
  return (
    <Flex vertical gap={16}>
      <PageTitle title="Galleries processing" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Galleries processing
      </Typography.Title>
      <Typography.Paragraph>Each job with photos: how many arrived, and how many have their thumbnail and watermarked preview (done), are waiting for them (pending) or failed.</Typography.Paragraph>
      <ListSearch label="Search jobs" placeholder="Job, organization or studio" value={search} onSearch={(value) => update({ search: value })} />
      <QueryState query={list} errorTitle="We couldn't load the galleries" loadingLabel="Loading the galleries…">
        {(data) => (
          <GalleriesProcessingTable
            page={data}
            search={search}
            loading={list.isPlaceholderData}
            onPageChange={(next) => update({ page: next })}
            jobHref={(row) => `${studioHomePath(row.studioId)}/jobs/${row.jobId}/overview`}
          />
        )}
      </QueryState>
    </Flex>
  );
}
