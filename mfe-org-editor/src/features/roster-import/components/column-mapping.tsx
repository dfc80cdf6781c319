import { SUBJECT_IMPORT_TARGETS, SUBJECT_TARGET_LABELS, type ColumnTarget, type SubjectImportTarget } from '@shutterday/domain/staff';
import { Input, Select, Space, Table } from 'antd';

const OPTIONS = [
  ...SUBJECT_IMPORT_TARGETS.map((target) => ({ value: `subject:${target}`, label: SUBJECT_TARGET_LABELS[target] })),
  { value: 'custom', label: 'Custom field' },
  { value: 'skip', label: 'Do not import' },
];

const valueOf = (column: ColumnTarget) => (column.kind === 'subject' ? `subject:${column.target}` : column.kind);

function targetOf(value: string, header: string): ColumnTarget {
  if (value === 'custom') return { kind: 'custom', name: header };
  if (value === 'skip') return { kind: 'skip' };
  return { kind: 'subject', target: value.slice('subject:'.length) as SubjectImportTarget };
}

export interface ColumnMappingProps {
  headers: string[];
  /** The first data row, shown as an example of each column. */
  sample: string[];
  mapping: ColumnTarget[];
  onChange: (mapping: ColumnTarget[]) => void;
}

/** One line per column of the file: its header, an example value and what it becomes. */
export function ColumnMapping({ headers, sample, mapping, onChange }: ColumnMappingProps) {
  const change = (index: number, column: ColumnTarget) => onChange(mapping.map((current, i) => (i === index ? column : current)));
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="index"
      dataSource={headers.map((header, index) => ({ index, header, sample: sample[index] ?? '' }))}
      columns={[
        { title: 'Column in the file', dataIndex: 'header', render: (header: string) => header || '(no header)' },
        { title: 'Example', dataIndex: 'sample' },
        {
          title: 'Import as',
          render: (_value, { index, header }) => {
            const column = mapping[index]!;
            return (
              <Space>
                <Select aria-label={`Import ${header || `column ${index + 1}`} as`} value={valueOf(column)} options={OPTIONS} style={{ width: 240 }} onChange={(value: string) => change(index, targetOf(value, header))} />
                {column.kind === 'custom' && (
                  <Input aria-label={`Custom field name for ${header || `column ${index + 1}`}`} value={column.name} maxLength={60} style={{ width: 180 }} onChange={(event) => change(index, { kind: 'custom', name: event.target.value })} />
                )}
              </Space>
            );
          },
        },
      ]}
    />
  );
}
