import { PageTitle } from '@shutterday/ui';
import { Flex, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { JobPicker } from '../../../../features/entry/components/job-picker';
import { StudioPicker } from '../../../../features/studios/components/studio-picker';

/**
 * `entry`: envelope entry for any studio's job. The system administrator chooses the studio and the job and
 * types the envelopes in that job's own Entry page (the job editor's), which serves every studio's staff.
 */
export default function EntryRoute() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const studioId = /^\d{1,10}$/.test(params.get('studio') ?? '') ? Number(params.get('studio')) : undefined;
  return (
    <Flex vertical gap={16}>
      <PageTitle title="Entry" />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Entry
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Enter a studio&apos;s paper order envelopes: choose the studio, then the job. Its Entry page opens, where each envelope is saved as an
        order of the job with how it was paid.
      </Typography.Paragraph>
      <StudioPicker value={studioId} onChange={(id) => setParams(id ? { studio: String(id) } : {})} />
      {studioId !== undefined && (
        <JobPicker key={studioId} studioId={studioId} onPick={(job) => void navigate(`/admin/studios/${studioId}/organizations/${job.organizationId}/jobs/${job.id}/entry`)} />
      )}
    </Flex>
  );
}
