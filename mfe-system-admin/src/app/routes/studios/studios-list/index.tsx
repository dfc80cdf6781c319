import { useAdminStudios } from '@shutterday/api-client';
import { DEFAULT_PAGE } from '@shutterday/domain';
import { PageTitle, QueryState, studioHomePath } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { StudiosSearch } from '../../../../features/studios/components/studios-search';
import { StudiosTable } from '../../../../features/studios/components/studios-table';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : DEFAULT_PAGE;
}

/** `/admin/studios`: every studio, 50 a page from page 1 (spec §9); page and search live in the URL. */
export default function StudiosListRoute() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = pageOf(params.get('page'));
  const studios = useAdminStudios({ page, search: search || undefined });

  const update = (next: { page?: number; search?: string }) => {
    const query = new URLSearchParams();
    const nextSearch = next.search ?? search;
    const nextPage = next.page ?? DEFAULT_PAGE;
    if (nextSearch) query.set('search', nextSearch);
    if (nextPage !== DEFAULT_PAGE) query.set('page', String(nextPage));
    setParams(query);
  };

  return (
    <Flex vertical gap={16}>
      <PageTitle title="Studios" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Studios
      </Typography.Title>
      <StudiosSearch value={search} onSearch={(value) => update({ search: value })} />
      <QueryState query={studios} errorTitle="We couldn't load the studios" loadingLabel="Loading studios…">
        {(data) => (
          <StudiosTable
            page={data}
            search={search}
            loading={studios.isPlaceholderData}
            onPageChange={(next) => update({ page: next })}
            studioHref={(studio) => studioHomePath(studio.id)}
          />
        )}
      </QueryState>
    </Flex>
  );
}
