import { useCatalogTags } from '@shutterday/api-client/staff';
import type { CatalogTagSummary } from '@shutterday/domain/staff';
import { PageTitle, QueryState } from '@shutterday/ui';
import { Table, Typography } from 'antd';
import { Link } from 'react-router';

/** `product-catalog/tags`: every tag the items carry, with how many; a tag opens the items that carry it. */
export default function CatalogTagsRoute() {
  const tags = useCatalogTags();
  return (
    <>
      <PageTitle title="Product catalog tags" />
      <Typography.Paragraph>Tags are given on each item. A tag leads to its items; one that no item carries any more disappears.</Typography.Paragraph>
      <QueryState query={tags} errorTitle="We couldn't load the tags" loadingLabel="Loading the tags…">
        {(rows: CatalogTagSummary[]) => (
          <Table<CatalogTagSummary>
            rowKey="tag"
            dataSource={rows}
            pagination={false}
            locale={{ emptyText: 'No tag yet: give items tags so studios find them.' }}
            columns={[
              { title: 'Tag', dataIndex: 'tag', render: (tag: string) => <Link to={`../items?search=${encodeURIComponent(tag)}`}>{tag}</Link> },
              { title: 'Items', dataIndex: 'items', align: 'right' },
            ]}
          />
        )}
      </QueryState>
    </>
  );
}
