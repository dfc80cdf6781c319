import { usePlatformConfiguration, useSavePlatformConfiguration } from '@shutterday/api-client/staff';
import type { PlatformConfiguration } from '@shutterday/domain/staff';
import { PageTitle, QueryState } from '@shutterday/ui';
import { Alert, Flex, Typography } from 'antd';
import { ConfigurationForm } from '../../../../features/configuration/components/configuration-form';
import { fromConfiguration, toPlatformSettings } from '../../../../features/configuration/configuration-form-values';

/** `configuration`: the platform's own settings (today the commission rate the platform reports use). */
export default function ConfigurationRoute() {
  const configuration = usePlatformConfiguration();
  const save = useSavePlatformConfiguration();
  return (
    <Flex vertical gap={16}>
      <PageTitle title="Configuration" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Configuration
      </Typography.Title>
      <QueryState query={configuration} errorTitle="We couldn't load the configuration" loadingLabel="Loading the configuration…">
        {(current: PlatformConfiguration) => (
          <Flex vertical gap={16} style={{ maxWidth: 640 }}>
            {current.unusable.length > 0 ? (
              <Alert type="warning" showIcon title="A saved value was not usable, so its default is shown and used. Save to replace it." />
            ) : null}
            <ConfigurationForm
              values={fromConfiguration(current)}
              onSubmit={(values) => save.mutateAsync({ ...toPlatformSettings(values), version: current.version })}
              onReload={() => configuration.refetch()}
            />
          </Flex>
        )}
      </QueryState>
    </Flex>
  );
}
