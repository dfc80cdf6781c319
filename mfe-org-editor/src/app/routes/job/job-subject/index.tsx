import { subjectsResource } from '@shutterday/api-client/staff';
import { parseRouteId } from '@shutterday/domain';
import { type StudioSubjectDetail } from '@shutterday/domain/staff';
import { DeleteButton, PageTitle, QueryState } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { SubjectForm } from '../../../../features/roster/components/subject-form';
import { SubjectOverview } from '../../../../features/roster/components/subject-overview';
import { EMPTY_SUBJECT, fromSubject, toSubjectInput } from '../../../../features/roster/subject-form-values';
import { useSubjectScope } from '../../../../lib/subject-scope';

/** `subjects/new` and `subjects/{subjectId}`. */
export default function JobSubjectRoute() {
  const scope = useSubjectScope();
  const navigate = useNavigate();
  const { subjectId } = useParams();
  const create = subjectsResource.useCreate(scope);
  if (subjectId === 'new') {
    return (
      <Flex vertical gap={16}>
        <PageTitle title="New subject" />
        <Link to="../listing" relative="path">← Subjects</Link>
        <Typography.Title level={2}>New subject</Typography.Title>
        <SubjectForm values={EMPTY_SUBJECT} onSubmit={(values) => create.mutateAsync(toSubjectInput(values))} onSaved={(saved) => navigate(`../${(saved as { id: number }).id}`, { relative: 'path' })} />
      </Flex>
    );
  }
  return <ExistingSubject id={parseRouteId(subjectId, 'subjectId')} />;
}

function ExistingSubject({ id }: { id: number }) {
  const scope = useSubjectScope();
  const navigate = useNavigate();
  const subject = subjectsResource.useDetail(scope, id);
  const update = subjectsResource.useUpdate(scope);
  const remove = subjectsResource.useRemove(scope);
  return (
    <QueryState query={subject} errorTitle="We couldn't load the subject">
      {(found) => {
        // One subject is answered with its photos and orders (api-client subjectsResource).
        const record = found as StudioSubjectDetail;
        const name = `${record.firstName} ${record.lastName}`;
        return (
          <Flex vertical gap={16}>
            <PageTitle title={name} />
            <Link to="../listing" relative="path">← Subjects</Link>
            <Flex justify="space-between" align="center">
              <Typography.Title level={2}>{name}</Typography.Title>
              <DeleteButton label={`Delete ${name}`} title={`Delete ${name}?`} content="Their photos are deleted with them." remove={() => remove.mutateAsync(id)} successMessage="Subject deleted" onDeleted={() => navigate('../listing', { relative: 'path' })} />
            </Flex>
            <SubjectOverview subject={record} />
            <Typography.Title level={3}>Details</Typography.Title>
            <SubjectForm values={fromSubject(record)} onSubmit={(values) => update.mutateAsync({ id, input: { ...toSubjectInput(values, record.fields), version: record.version } })} onReload={() => subject.refetch()} />
          </Flex>
        );
      }}
    </QueryState>
  );
}
