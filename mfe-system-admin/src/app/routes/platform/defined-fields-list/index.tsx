import { definedFieldsResource } from '@shutterday/api-client/staff';
import type { DefinedFieldRecord } from '@shutterday/domain/staff';
import { recordLinkColumn, ResourceListPage, useListParams } from '@shutterday/ui';
import { Tag } from 'antd';

/** `defined-fields`: the preorder questions staff copy into a job's prefields in one click. */
export default function DefinedFieldsListRoute() {
  const list = useListParams();
  const query = definedFieldsResource.useList(undefined, list.query);
  return (
    <ResourceListPage<DefinedFieldRecord>
      title="Defined fields"
      description="Questions ready for any job: staff add one to a job's preorder fields from its settings, and the job keeps its own copy, so a change here changes no job."
      list={list}
      query={query}
      newLabel="New defined field"
      emptyText="No defined field yet: staff write each job's questions themselves."
      columns={[
        recordLinkColumn('Question', 'label'),
        { title: 'Key', dataIndex: 'name', responsive: ['md'] },
        { title: 'Answers', dataIndex: 'options', render: (options: string[], field) => (field.type === 'choice' ? options.join(', ') : 'Text') },
        { title: 'Required', dataIndex: 'required', render: (required: boolean) => (required ? <Tag color="#0958d9">Required</Tag> : 'Optional') },
      ]}
    />
  );
}
