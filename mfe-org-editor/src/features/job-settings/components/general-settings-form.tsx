import { ResourceForm } from '@shutterday/ui';
import { Typography } from 'antd';
import { Link } from 'react-router';
import { useJobScope } from '../../../lib/job-scope';
import { adminJobPath } from '../../../lib/paths';
import { fromGeneral, GeneralForm, toGeneral } from '../form-values';
import type { SettingsFormProps } from './settings-form-props';
import { CheckField, TextField } from './setting-fields';

/** general: name, picture day, access code, the rspo restriction; whether the job is published is shown, not edited. */
export function GeneralSettingsForm({ settings, save, onReload }: SettingsFormProps<'general'>) {
  const { studioId, jobId } = useJobScope();
  return (
    <>
      <Typography.Paragraph>
        {settings.published ? 'This job is published: parents can find it.' : 'This job is not published yet: parents cannot find it.'} Publish or unpublish it on the
        job's{' '}
        {/* Underlined: a link inside a sentence must not be told apart by its colour alone. */}
        <Link to={`${adminJobPath(studioId, jobId)}/overview`} style={{ textDecoration: 'underline' }}>
          Overview
        </Link>
        .
      </Typography.Paragraph>
      <ResourceForm label="General settings" schema={GeneralForm} values={fromGeneral(settings)} onSubmit={(values) => save(toGeneral(values, settings.recordVersion))} onReload={onReload} successMessage="General settings saved">
        {({ control }) => (
          <>
            <TextField control={control} name="name" label="Job name" />
            <TextField control={control} name="pictureDay" label="Picture day" type="date" />
            <TextField control={control} name="accessCode" label="Access code (optional)" help="Parents who type it on the studio page see this job only" />
            <CheckField control={control} name="rspoJob" label="Restricted job" text="Pre-pay is not accepted for this job" />
          </>
        )}
      </ResourceForm>
    </>
  );
}

