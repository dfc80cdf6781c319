import { groupBatch, NO_GROUP_LABEL, type FulfilmentOrderRow } from '@shutterday/domain/staff';
import { Flex, Table, Typography } from 'antd';
import { fulfilmentColumns } from './fulfilment-columns';

interface BatchSectionsProps {
  rows: FulfilmentOrderRow[];
  selected: string[];
  onSelect: (orderNumbers: string[]) => void;
}

const columns = fulfilmentColumns('batch');

/**
 * The Batch list as the school hands it out: a heading per organization, under it one table per group
 * (class or team; "No group" last) with its children's orders. Choosing rows in one group keeps those
 * chosen in the others.
 */
export function BatchSections({ rows, selected, onSelect }: BatchSectionsProps) {
  const groups = groupBatch(rows.map((row) => ({ ...row, child: row.children[0] ?? '' })));
  return (
    <Flex vertical gap={8}>
      {groups.map((group, i) => {
        const keys = new Set(group.rows.map((row) => row.orderNumber));
        const heading = group.group ?? NO_GROUP_LABEL;
        return (
          <section key={`${group.organization}:${heading}`} aria-label={`${group.organization}, ${heading}`}>
            {groups[i - 1]?.organization !== group.organization && (
              <Typography.Title level={3} style={{ marginTop: 8 }}>
                {group.organization}
              </Typography.Title>
            )}
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              {heading}
            </Typography.Title>
            <Table<FulfilmentOrderRow>
              rowKey="orderNumber"
              size="small"
              // A wide table scrolls in its wrapper, not through antd's scroll.x: that one adds a hidden sizing row
              // holding a focusable copy of the "Select all" box (a keyboard stop no screen reader announces).
              style={{ overflowX: 'auto' }}
              dataSource={group.rows}
              pagination={false}
              rowSelection={{
                selectedRowKeys: selected.filter((n) => keys.has(n)),
                onChange: (chosen) => onSelect([...selected.filter((n) => !keys.has(n)), ...chosen.map(String)]),
              }}
              columns={columns}
            />
          </section>
        );
      })}
    </Flex>
  );
}
