import { organizationsResource } from '@shutterday/api-client/staff';
import type { Organization } from '@shutterday/domain';
import { DeleteOrganizationButton, OrganizationForm, studioHomePath } from '@shutterday/ui';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { OrganizationDetails } from './organization-details';

interface OrganizationEditorProps {
  studioId: number;
  organization: Organization;
  onReload: () => unknown;
}

/** The overview's details, edited in place: Edit turns them into the form; Delete asks first. */
export function OrganizationEditor({ studioId, organization, onReload }: OrganizationEditorProps) {
  const [editing, setEditing] = useState(false);
  const scope = { studioId };
  const update = organizationsResource.useUpdate(scope);
  const remove = organizationsResource.useRemove(scope);
  const navigate = useNavigate();
  if (editing) {
    return (
      <Flex vertical gap={8}>
        <OrganizationForm
          studioId={studioId}
          organization={organization}
          onSubmit={(values) => update.mutateAsync({ id: organization.id, input: { ...values, version: organization.version } })}
          onSaved={() => setEditing(false)}
          onReload={onReload}
        />
        <Button type="link" onClick={() => setEditing(false)} style={{ alignSelf: 'flex-start', paddingInline: 0 }}>
          Stop editing
        </Button>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={16}>
      <OrganizationDetails organization={organization} />
      <Flex gap={8}>
        <Button type="primary" onClick={() => setEditing(true)}>
          Edit
        </Button>
        <DeleteOrganizationButton organization={organization} remove={remove.mutateAsync} onDeleted={() => void navigate(`${studioHomePath(studioId)}/organizations`)} />
      </Flex>
    </Flex>
  );
}
