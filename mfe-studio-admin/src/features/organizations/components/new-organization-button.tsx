import { organizationsResource } from '@shutterday/api-client/staff';
import type { Organization } from '@shutterday/domain';
import { OrganizationForm, useWriteAccess } from '@shutterday/ui';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';

interface NewOrganizationButtonProps {
  studioId: number;
  /** Where to go once created (the organization editor). */
  onCreated: (organization: Organization) => string;
}

/** "New organization": the form in a dialog; once created, the organization editor opens. */
export function NewOrganizationButton({ studioId, onCreated }: NewOrganizationButtonProps) {
  const [open, setOpen] = useState(false);
  const create = organizationsResource.useCreate({ studioId });
  const navigate = useNavigate();
  if (!useWriteAccess().allowed) return null;
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        New organization
      </Button>
      <Modal title="New organization" open={open} onCancel={() => setOpen(false)} footer={null} destroyOnHidden width={560}>
        <OrganizationForm
          studioId={studioId}
          submitLabel="Create organization"
          onSubmit={(values) => create.mutateAsync(values)}
          onSaved={(organization) => {
            setOpen(false);
            void navigate(onCreated(organization as Organization));
          }}
        />
      </Modal>
    </>
  );
}
