import { subjectsResource } from '@shutterday/api-client/staff';
import { type StudioSubject } from '@shutterday/domain/staff';
import { PageTitle, ResourceListPage, useListParams } from '@shutterday/ui';
import { Button } from 'antd';
import { Link } from 'react-router';
import { useSubjectScope } from '../../../../lib/subject-scope';

/** `subjects/listing`: the job's roster, paged, searched by name, code, external id or group. */
export default function JobSubjectsListingRoute() {
  const list = useListParams();
  const query = subjectsResource.useList(useSubjectScope(), list.query);
  return (
    <>
      <PageTitle title="Subjects" />
      <ResourceListPage<StudioSubject>
        title="Subjects"
        list={list}
        query={query}
        rowKey="id"
        searchLabel="Search subjects"
        actions={
          <Link to="../new" relative="path">
            <Button type="primary">New subject</Button>
          </Link>
        }
        emptyText="This job has no subjects yet. Add them one by one or import the school's roster (Data import)."
        errorTitle="We couldn't load the subjects"
        columns={[
          { title: 'Photo', width: 72, render: (_value, s) => (s.imageThumbnailUrl ? <img src={s.imageThumbnailUrl} alt={`${s.firstName} ${s.lastName}`} width={48} /> : null) },
          { title: 'Name', render: (_value, s) => <Link to={`../${s.id}`} relative="path">{`${s.lastName}, ${s.firstName}`}</Link> },
          { title: 'Group', dataIndex: 'groupName', render: (name: string | null) => name ?? '—' },
          { title: 'Access code', dataIndex: 'accessCode' },
          { title: 'Photos', dataIndex: 'imageCount' },
        ]}
      />
    </>
  );
}
