import { type PreviewRow } from '@shutterday/domain/staff';
import { Alert, Flex, Table } from 'antd';

/** What the import will do: how many rows are ready, and each refused row with its reason. */
export function ImportPreview({ rows }: { rows: PreviewRow[] }) {
  const bad = rows.filter((row) => row.reason !== null);
  const ready = rows.length - bad.length;
  return (
    <Flex vertical gap={12}>
      <Alert
        type={bad.length ? 'warning' : 'success'}
        showIcon
        title={`${ready} ${ready === 1 ? 'row is' : 'rows are'} ready to import${bad.length ? `; ${bad.length} ${bad.length === 1 ? 'row is' : 'rows are'} refused and will not be imported` : ''}.`}
      />
      {bad.length > 0 && (
        <Table
          size="small"
          aria-label="Refused rows"
          rowKey="line"
          pagination={bad.length > 20 ? { pageSize: 20 } : false}
          dataSource={bad}
          columns={[
            { title: 'Row', dataIndex: 'line', width: 80 },
            { title: 'Reason', dataIndex: 'reason' },
          ]}
        />
      )}
    </Flex>
  );
}
