import { PageTitle, WatermarkEditor } from '@shutterday/ui';
import { Flex, Typography } from 'antd';

/** `watermarks`: the platform's mark over every proof, unless a studio has its own. */
export default function WatermarksRoute() {
  return (
    <Flex vertical gap={16}>
      <PageTitle title="Watermarks" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Watermarks
      </Typography.Title>
      <WatermarkEditor scope="platform" />
    </Flex>
  );
}
