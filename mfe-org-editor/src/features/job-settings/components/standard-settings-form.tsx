import { ResourceForm } from '@shutterday/ui';
import { Typography } from 'antd';
import { fromStandard, StandardForm, toStandard } from '../form-values';
import type { SettingsFormProps } from './settings-form-props';
import { CheckField } from './setting-fields';

const SERVICES = [
  { name: 'allowRetouch', label: 'Retouching', text: 'Parents may add retouching' },
  { name: 'allowNameOnAllPrints', label: 'Name on all prints', text: 'Parents may print the name on every print' },
  { name: 'allowNameOnWallets', label: 'Name on wallets', text: 'Parents may print the name on wallets' },
  { name: 'imageLevelService', label: 'Per photo', text: 'Services apply per photo rather than per order' },
] as const;

/** standard: the photo services (job order services) the job offers with its packages. */
export function StandardSettingsForm({ settings, save, onReload }: SettingsFormProps<'standard'>) {
  return (
    <>
      <Typography.Paragraph>The services parents can add to the packages they order.</Typography.Paragraph>
      <ResourceForm label="Standard settings" schema={StandardForm} values={fromStandard(settings)} onSubmit={(values) => save(toStandard(values, settings.recordVersion))} onReload={onReload} successMessage="Standard settings saved">
        {({ control }) => SERVICES.map((service) => <CheckField key={service.name} control={control} {...service} />)}
      </ResourceForm>
    </>
  );
}
