import { type StudioSubjectDetail } from '@shutterday/domain/staff';
import { DateText, Money } from '@shutterday/ui';
import { Descriptions, Table, Typography } from 'antd';
import { SubjectPhotos } from './subject-photos';

/** What the studio knows of a subject: access details, group, data fields, photos, group photos and orders. */
export function SubjectOverview({ subject }: { subject: StudioSubjectDetail }) {
  const name = `${subject.firstName} ${subject.lastName}`;
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'code', label: 'Access code', children: subject.accessCode ?? '—' },
          { key: 'group', label: 'Group', children: subject.groupName ?? 'No group' },
          { key: 'external', label: 'External id', children: subject.externalId ?? '—' },
          ...subject.fields.map((field) => ({ key: `field-${field.name}`, label: field.name, children: field.value ?? '' })),
        ]}
      />
      <Typography.Title level={3}>Photos</Typography.Title>
      <SubjectPhotos photos={subject.images} alt={`Photo of ${name}`} empty="No photos yet." />
      <Typography.Title level={3}>Group photos</Typography.Title>
      <SubjectPhotos photos={subject.groupImages} alt={`Group photo of ${subject.groupName ?? 'the group'}`} empty="No group photos." />
      <Typography.Title level={3}>Orders</Typography.Title>
      <Table
        size="small"
        rowKey="orderNumber"
        pagination={false}
        dataSource={subject.orders}
        locale={{ emptyText: 'No orders yet.' }}
        columns={[
          { title: 'Order', dataIndex: 'orderNumber' },
          { title: 'Placed', dataIndex: 'createdAt', render: (value: string) => <DateText value={value} /> },
          { title: 'E-mail', dataIndex: 'email' },
          { title: 'Status', dataIndex: 'status' },
          { title: 'Total', dataIndex: 'total', render: (cents: number) => <Money cents={cents} /> },
        ]}
      />
    </>
  );
}
