import type { Job } from '@shutterday/domain';
import { Space, Tag } from 'antd';

/** A job's state at a glance, the same in every admin list: published or not, and archived. */
export function JobStatusTags({ job }: { job: Pick<Job, 'published' | 'archived'> }) {
  return (
    <Space size={4} wrap>
      {job.published ? <Tag color="#237804">Published</Tag> : <Tag>Not published</Tag>}
      {job.archived && <Tag color="default">Archived</Tag>}
    </Space>
  );
}
