import { subjectGroupsResource } from '@shutterday/api-client/staff';
import { type SubjectGroup } from '@shutterday/domain/staff';
import { apiErrorMessages, useToast } from '@shutterday/ui';
import { Typography } from 'antd';
import { useJobScope } from '../../../lib/job-scope';

/** The group's name, renamed in place with the version it was read at (a 409 says someone else changed it). */
export function GroupName({ group }: { group: SubjectGroup }) {
  const update = subjectGroupsResource.useUpdate(useJobScope());
  const toast = useToast();
  const rename = async (name: string) => {
    if (name.trim() === '' || name.trim() === group.name) return;
    try {
      await update.mutateAsync({ id: group.id, input: { name: name.trim(), version: group.version } });
      toast.success('Group renamed');
    } catch (error) {
      toast.error(apiErrorMessages(error));
    }
  };
  return <Typography.Text editable={{ onChange: rename, text: group.name, tooltip: `Rename ${group.name}`, triggerType: ['icon'] }}>{group.name}</Typography.Text>;
}
