import { packageSetsResource, usePackagePreferences, useSavePackagePreferences } from '@shutterday/api-client/staff';
import type { PackagePreferences } from '@shutterday/domain';
import { FormField, PageTitle, QueryState, ResourceForm } from '@shutterday/ui';
import { Checkbox, Flex, Select, Typography } from 'antd';
import * as v from 'valibot';
import { useStudioId } from '../../../../lib/use-studio-id';

const PrefsForm = v.object({ defaultPackageSetId: v.string(), prepayAvailable: v.boolean(), galleryAvailable: v.boolean() });
type PrefsValues = v.InferOutput<typeof PrefsForm>;

/** `pkg-prefs`: the studio's defaults for new jobs — the package set they offer, prepay and gallery. */
export default function PackagePrefsRoute() {
  const studioId = useStudioId();
  const prefs = usePackagePreferences(studioId);
  const save = useSavePackagePreferences(studioId);
  const sets = packageSetsResource.useList({ studioId }, { page: 1 });
  const options = [{ value: '', label: 'None' }, ...(sets.data?.resultItems ?? []).map((set) => ({ value: String(set.id), label: set.name }))];
  return (
    <Flex vertical gap={16}>
      <PageTitle title="Package preferences" />
      <Typography.Title level={2}>Package preferences</Typography.Title>
      <Typography.Paragraph>What a new job of the studio starts with: the package set it offers, and prepay and gallery for organizations that have not saved defaults of their own (the organization's Prepay and Gallery pages). Jobs already created keep their own settings.</Typography.Paragraph>
      <QueryState query={prefs} errorTitle="We couldn't load the package preferences">
        {(current: PackagePreferences) => (
          <ResourceForm<PrefsValues>
            label="Package preferences"
            schema={PrefsForm}
            values={{ defaultPackageSetId: current.defaultPackageSetId === null ? '' : String(current.defaultPackageSetId), prepayAvailable: current.prepayAvailable, galleryAvailable: current.galleryAvailable }}
            onSubmit={(values) => save.mutateAsync({ defaultPackageSetId: values.defaultPackageSetId ? Number(values.defaultPackageSetId) : null, prepayAvailable: values.prepayAvailable, galleryAvailable: values.galleryAvailable, version: current.version })}
            onReload={() => prefs.refetch()}
            successMessage="Package preferences saved"
          >
            {({ control }) => (
              <>
                <FormField control={control} name="defaultPackageSetId" label="Default package set">
                  {({ ref: _ref, ...field }) => <Select {...field} value={String(field.value)} options={options} style={{ width: 320 }} />}
                </FormField>
                <FormField control={control} name="prepayAvailable" label="Prepay">
                  {({ ref: _ref, value, onChange, ...field }) => <Checkbox {...field} checked={Boolean(value)} onChange={(event) => onChange(event.target.checked)}>New jobs offer prepay ordering</Checkbox>}
                </FormField>
                <FormField control={control} name="galleryAvailable" label="Gallery">
                  {({ ref: _ref, value, onChange, ...field }) => <Checkbox {...field} checked={Boolean(value)} onChange={(event) => onChange(event.target.checked)}>New jobs offer gallery ordering</Checkbox>}
                </FormField>
              </>
            )}
          </ResourceForm>
        )}
      </QueryState>
    </Flex>
  );
}
