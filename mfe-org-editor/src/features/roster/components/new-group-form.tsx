import { subjectGroupsResource } from '@shutterday/api-client/staff';
import { apiErrorMessages, useToast } from '@shutterday/ui';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useJobScope } from '../../../lib/job-scope';

/** A group is only a name: it is created in place, without a form page. */
export function NewGroupForm() {
  const create = subjectGroupsResource.useCreate(useJobScope());
  const toast = useToast();
  const [name, setName] = useState('');
  const submit = async () => {
    if (name.trim() === '') return;
    try {
      await create.mutateAsync({ name: name.trim() });
      toast.success('Group created');
      setName('');
    } catch (error) {
      toast.error(apiErrorMessages(error));
    }
  };
  return (
    <Space.Compact>
      <Input aria-label="New group name" placeholder="New group name" value={name} maxLength={120} onChange={(event) => setName(event.target.value)} onPressEnter={submit} />
      <Button type="primary" onClick={submit} loading={create.isPending} disabled={name.trim() === ''}>
        Add group
      </Button>
    </Space.Compact>
  );
}
