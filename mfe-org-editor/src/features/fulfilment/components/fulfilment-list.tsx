import { useFulfilmentList } from '@shutterday/api-client/staff';
import { FULFILMENT_STATUS_LABELS, FULFILMENT_STATUSES, type FulfilmentOrderRow, type FulfilmentStatus, type ShippingKind } from '@shutterday/domain/staff';
import { QueryState } from '@shutterday/ui';
import { Flex, Pagination, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useJobScope } from '../../../lib/job-scope';
import { BatchSections } from './batch-sections';
import { fulfilmentColumns } from './fulfilment-columns';
import { LabExportButtons } from './lab-export-button';
import { MoveOrdersForm } from './move-orders-form';

const TEXT: Record<ShippingKind, { title: string; description: string; empty: string }> = {
  batch: {
    title: 'Batch',
    description: "Orders that ship to the school with the studio's batch (Studio Shipping), by group and child as the school hands them out.",
    empty: 'No paid order ships with the batch yet.',
  },
  individual: { title: 'Individual', description: "Orders shipped to the parent's address.", empty: 'No paid order ships home yet.' },
};

/** The Batch or Individual tab: the list, a status filter, moves of chosen orders or the whole list, and the lab export. */
export function FulfilmentList({ shipping }: { shipping: ShippingKind }) {
  const scope = useJobScope();
  const [status, setStatus] = useState<FulfilmentStatus | undefined>();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const list = useFulfilmentList(scope, { shipping, status, page });
  const text = TEXT[shipping];
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {text.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {text.description}
      </Typography.Paragraph>
      <Flex gap={8} wrap align="center">
        <Select<FulfilmentStatus | 'all'>
          aria-label="Filter by status"
          value={status ?? 'all'}
          onChange={(value) => {
            setStatus(value === 'all' ? undefined : value);
            setPage(1);
          }}
          style={{ minWidth: 160 }}
          options={[{ value: 'all', label: 'Every status' }, ...FULFILMENT_STATUSES.map((value) => ({ value, label: FULFILMENT_STATUS_LABELS[value] }))]}
        />
        <LabExportButtons shipping={shipping} orderNumbers={selected} />
      </Flex>
      <MoveOrdersForm orderNumbers={selected} wholeList={shipping} onMoved={() => setSelected([])} />
      <QueryState query={list} errorTitle="We couldn't load these orders">
        {(found) =>
          shipping === 'batch' && found.resultItems.length > 0 ? (
            <>
              <BatchSections rows={found.resultItems} selected={selected} onSelect={setSelected} />
              {found.totalRecords > found.pageSize && (
                <Pagination align="end" current={found.currentPage} pageSize={found.pageSize} total={found.totalRecords} onChange={setPage} showSizeChanger={false} />
              )}
            </>
          ) : (
            <Table<FulfilmentOrderRow>
              rowKey="orderNumber"
              size="small"
              // A wide table scrolls in its wrapper, not through antd's scroll.x: that one adds a hidden sizing row
              // holding a focusable copy of the "Select all" box (a keyboard stop no screen reader announces).
              style={{ overflowX: 'auto' }}
              dataSource={found.resultItems}
              locale={{ emptyText: text.empty }}
              rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
              pagination={{ current: found.currentPage, pageSize: found.pageSize, total: found.totalRecords, onChange: setPage, showSizeChanger: false }}
              columns={fulfilmentColumns(shipping)}
            />
          )
        }
      </QueryState>
    </Flex>
  );
}
