import { useOrganizationJobDefaults, useSaveOrganizationJobDefaults } from '@shutterday/api-client/staff';
import { type JobDefaults } from '@shutterday/domain/staff';
import { type OrganizationJobDefaults } from '@shutterday/domain/staff';
import { PageTitle, QueryState, ResourceForm } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';
import { useOrganizationId, useStudioId } from '../../../lib/editor-params';

type Half = keyof JobDefaults;

interface JobDefaultsPageProps<H extends Half> {
  /** Which half of the defaults this page edits; the other is sent back as it was read. */
  half: H;
  /** The page title and the form's name, e.g. "Prepay defaults". */
  label: string;
  schema: v.GenericSchema<JobDefaults[H], unknown>;
  children: (form: UseFormReturn<JobDefaults[H]>) => ReactNode;
}

/** A page of one half (prepay or gallery) of the organization's defaults for its new jobs, saved with its version. */
export function JobDefaultsPage<H extends Half>({ half, label, schema, children }: JobDefaultsPageProps<H>) {
  const studioId = useStudioId();
  const organizationId = useOrganizationId()!;
  const defaults = useOrganizationJobDefaults(studioId, organizationId);
  const save = useSaveOrganizationJobDefaults(studioId, organizationId);
  return (
    <Flex vertical gap={8}>
      <PageTitle title={label} />
      <Typography.Title level={2}>{label} for new jobs</Typography.Title>
      <QueryState query={defaults} errorTitle="We couldn't load the defaults for new jobs" loadingLabel="Loading the defaults…">
      {(current: OrganizationJobDefaults) => (
        <>
          <Typography.Paragraph type="secondary" role="note">
            {current.saved
              ? 'New jobs of this organization start with these settings. Jobs already created keep their own.'
              : "This organization follows the studio's package preferences until you save its own defaults."}
          </Typography.Paragraph>
          <ResourceForm<JobDefaults[H]>
            label={label}
            schema={schema}
            values={current[half]}
            onSubmit={(values) => save.mutateAsync({ prepay: current.prepay, gallery: current.gallery, [half]: values, version: current.version })}
            onReload={() => defaults.refetch()}
            successMessage="Defaults for new jobs saved"
          >
            {children}
          </ResourceForm>
        </>
      )}
      </QueryState>
    </Flex>
  );
}
