import { subjectGroupsResource, subjectsResource } from '@shutterday/api-client/staff';
import { type StudioSubject } from '@shutterday/domain/staff';
import { ListFilter, ResourceListPage, useListParams } from '@shutterday/ui';
import { Button } from 'antd';
import { Link } from 'react-router';
import { useJobScope } from '../../../../lib/job-scope';
import { useSubjectScope } from '../../../../lib/subject-scope';

/** A job has a few dozen classes or teams at most; the filter offers them all. */
const GROUP_OPTIONS_LIMIT = 200;

/** `subjects/listing`: the job's roster, paged, searched by name, code, external id or group, filtered by group. */
export default function JobSubjectsListingRoute() {
  const list = useListParams(['groupId']);
  const query = subjectsResource.useList(useSubjectScope(), list.query);
  const groups = subjectGroupsResource.useList(useJobScope(), { pageSize: GROUP_OPTIONS_LIMIT });
  const groupOptions = [...(groups.data?.resultItems ?? []).map((g) => ({ value: String(g.id), label: g.name })), { value: 'none', label: 'No group' }];
  return (
    <ResourceListPage<StudioSubject>
      title="Subjects"
      list={list}
      query={query}
      filters={<ListFilter list={list} name="groupId" label="Group" allLabel="All groups" options={groupOptions} />}
      actions={
        <Link to="../new" relative="path">
          <Button type="primary">New subject</Button>
        </Link>
      }
      emptyText={list.filters.groupId ? 'No subject of this job is in this group.' : "This job has no subjects yet. Add them one by one or import the school's roster (Data import)."}
      columns={[
        { title: 'Photo', width: 72, render: (_value, s) => (s.imageThumbnailUrl ? <img src={s.imageThumbnailUrl} alt={`${s.firstName} ${s.lastName}`} width={48} /> : null) },
        { title: 'Name', render: (_value, s) => <Link to={`../${s.id}`} relative="path">{`${s.lastName}, ${s.firstName}`}</Link> },
        { title: 'Group', dataIndex: 'groupName', render: (name: string | null) => name ?? '—' },
        { title: 'Access code', dataIndex: 'accessCode' },
        { title: 'Photos', dataIndex: 'imageCount' },
      ]}
    />
  );
}
