import { definedFieldsResource } from '@shutterday/api-client/staff';
import type { DefinedFieldRecord } from '@shutterday/domain/staff';
import { PageTitle, ResourceListPage, useListParams } from '@shutterday/ui';
import { Button, Tag } from 'antd';
import { Link } from 'react-router';

/** `defined-fields`: the preorder questions staff copy into a job's prefields in one click. */
export default function DefinedFieldsListRoute() {
  const list = useListParams();
  const query = definedFieldsResource.useList(undefined, list.query);
  return (
    <>
      <PageTitle title="Defined fields" />
      <ResourceListPage<DefinedFieldRecord>
        title="Defined fields"
        description="Questions ready for any job: staff add one to a job's preorder fields from its settings, and the job keeps its own copy, so a change here changes no job."
        list={list}
        query={query}
        rowKey="id"
        searchLabel="Search defined fields"
        actions={
          <Link to="new">
            <Button type="primary">New defined field</Button>
          </Link>
        }
        emptyText="No defined field yet: staff write each job's questions themselves."
        errorTitle="We couldn't load the defined fields"
        columns={[
          { title: 'Question', dataIndex: 'label', render: (_value, field) => <Link to={String(field.id)}>{field.label}</Link> },
          { title: 'Key', dataIndex: 'name', responsive: ['md'] },
          { title: 'Answers', dataIndex: 'options', render: (options: string[], field) => (field.type === 'choice' ? options.join(', ') : 'Text') },
          { title: 'Required', dataIndex: 'required', render: (required: boolean) => (required ? <Tag color="#0958d9">Required</Tag> : 'Optional') },
        ]}
      />
    </>
  );
}
