import { NO_GROUP_LABEL, type FulfilmentOrderRow, type FulfilmentStatus, type ShippingKind } from '@shutterday/domain/staff';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { FulfilmentStatusTag, UnpaidTag } from './fulfilment-status-tag';

/**
 * The columns of a fulfilment list. Batch tables sit under their group's heading, so they leave the group
 * out; Individual shows where each order ships.
 */
export function fulfilmentColumns(shipping: ShippingKind): TableColumnsType<FulfilmentOrderRow> {
  return [
    { title: 'Order', dataIndex: 'orderNumber', render: (n: string) => <Link to={`../${n}`} relative="path">{`#${n}`}</Link> },
    ...(shipping === 'individual' ? [{ title: 'Group', dataIndex: 'group', render: (group: string | null) => group ?? NO_GROUP_LABEL }] : []),
    { title: 'Child', dataIndex: 'children', render: (children: string[]) => children.join(', ') },
    { title: 'Parent', dataIndex: 'customerName' },
    ...(shipping === 'individual' ? [{ title: 'Ship to', dataIndex: 'shipTo' }] : []),
    { title: 'Status', dataIndex: 'fulfilmentStatus', render: (s: FulfilmentStatus, row: FulfilmentOrderRow) => <><FulfilmentStatusTag status={s} />{row.unpaid && <UnpaidTag />}{row.trackingNumber ? ` ${row.carrier ?? ''} ${row.trackingNumber}` : ''}</> },
    { title: 'Print files', dataIndex: 'printFiles', render: (p: FulfilmentOrderRow['printFiles']) => `${p.ready} of ${p.total} ready${p.failed ? `, ${p.failed} failed` : ''}` },
  ];
}
