import type { TableColumnType } from 'antd';
import { Tag } from 'antd';
import { Link } from 'react-router';

/** The column whose text opens the record: a link to its id under the list, e.g. `recordLinkColumn('Name', 'name')`. */
export function recordLinkColumn<T extends { id: number }>(title: string, field: keyof T & string): TableColumnType<T> {
  return { title, dataIndex: field, render: (_value, record) => <Link to={String(record.id)}>{String(record[field])}</Link> };
}

/** A tag's text, plain, or with its colour. */
export type FlagTag = string | { label: string; color: string };

function flagTag(tag: FlagTag) {
  return typeof tag === 'string' ? <Tag>{tag}</Tag> : <Tag color={tag.color}>{tag.label}</Tag>;
}

/**
 * A yes/no field's column, one tag for each answer, e.g.
 * `flagColumn('Checkout', 'active', { label: 'Offered', color: '#237804' }, 'Switched off')`.
 */
export function flagColumn<T>(title: string, field: keyof T & string, yes: FlagTag, no: FlagTag): TableColumnType<T> {
  return { title, dataIndex: field, render: (value: boolean) => flagTag(value ? yes : no) };
}
