import { useAdminStudioFeatures, usePlatformFeatures, useSwitchStudioFeature } from '@shutterday/api-client/staff';
import type { PlatformFeature } from '@shutterday/domain';
import { apiErrorMessages, QueryState, useToast } from '@shutterday/ui';
import { Switch, Table, Typography } from 'antd';

export interface FeatureSwitchesProps {
  /** The studio whose switches show; none: the features alone, with their counts. */
  studio: { id: number; name: string } | undefined;
}

/** Every feature of the platform with how many studios have it, and the chosen studio's switch for each. */
export function FeatureSwitches({ studio }: FeatureSwitchesProps) {
  const features = usePlatformFeatures();
  const own = useAdminStudioFeatures(studio?.id);
  const toggle = useSwitchStudioFeature(studio?.id ?? 0);
  const toast = useToast();
  const isOn = (identifier: string) => own.data?.some((f) => f.identifier === identifier) ?? false;
  const switchFeature = (feature: PlatformFeature, on: boolean) =>
    toggle.mutate(
      { identifier: feature.identifier, on },
      {
        onSuccess: () => toast.success(`${feature.name} ${on ? 'switched on' : 'switched off'} for ${studio!.name}`),
        onError: (error) => toast.error(apiErrorMessages(error)),
      },
    );
  return (
    <QueryState query={features} errorTitle="We couldn't load the features" loadingLabel="Loading the features…">
      {(rows) => (
        <Table<PlatformFeature>
          rowKey="identifier"
          dataSource={rows}
          pagination={false}
          loading={own.isFetching}
          columns={[
            {
              title: 'Feature',
              dataIndex: 'name',
              render: (name: string, feature) => (
                <>
                  <Typography.Text strong>{name}</Typography.Text>
                  {feature.description && <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{feature.description}</Typography.Paragraph>}
                </>
              ),
            },
            { title: 'Studios', dataIndex: 'studios', align: 'right', render: (count: number) => `${count} ${count === 1 ? 'studio' : 'studios'}` },
            ...(studio
              ? [
                  {
                    title: studio.name,
                    key: 'switch',
                    render: (_: unknown, feature: PlatformFeature) => (
                      <Switch
                        aria-label={`${feature.name} for ${studio.name}`}
                        checked={isOn(feature.identifier)}
                        disabled={!own.data}
                        loading={toggle.isPending && toggle.variables?.identifier === feature.identifier}
                        onChange={(on) => switchFeature(feature, on)}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </QueryState>
  );
}
