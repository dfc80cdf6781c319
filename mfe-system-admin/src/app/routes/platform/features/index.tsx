import { useAdminStudio } from '@shutterday/api-client/staff';
import { PageTitle } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { FeatureSwitches } from '../../../../features/features/components/feature-switches';
import { StudioPicker } from '../../../../features/studios/components/studio-picker';

/** `features`: the platform's features, how many studios have each, and one studio's switches (`?studio=` keeps it). */
export default function FeaturesRoute() {
  const [params, setParams] = useSearchParams();
  const studioId = /^\d{1,10}$/.test(params.get('studio') ?? '') ? Number(params.get('studio')) : undefined;
  const studio = useAdminStudio(studioId);
  return (
    <Flex vertical gap={16}>
      <PageTitle title="Features" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Features
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Each feature opens a part of a studio&apos;s admin; a studio without it is sent back to its home page. A new studio starts with every
        feature but studio verification. Choose a studio to switch its features.
      </Typography.Paragraph>
      <StudioPicker value={studioId} onChange={(id) => setParams(id ? { studio: String(id) } : {})} />
      <FeatureSwitches studio={studio.data ? { id: studio.data.id, name: studio.data.name } : undefined} />
    </Flex>
  );
}
