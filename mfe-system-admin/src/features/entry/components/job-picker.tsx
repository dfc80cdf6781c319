import { useStudioJobs } from '@shutterday/api-client/staff';
import type { Job } from '@shutterday/domain';
import { Select } from 'antd';
import { useState } from 'react';

export interface JobPickerProps {
  studioId: number;
  onPick: (job: Job) => void;
}

/** One job of the studio, searched by name as the user types (unarchived first, as the studio's Jobs list). */
export function JobPicker({ studioId, onPick }: JobPickerProps) {
  const [search, setSearch] = useState('');
  const jobs = useStudioJobs(studioId, { search: search || undefined });
  const found = jobs.data?.resultItems ?? [];
  return (
    <Select<number>
      aria-label="Job"
      showSearch={{ filterOption: false, onSearch: setSearch }}
      placeholder="Choose a job"
      loading={jobs.isFetching}
      notFoundContent={jobs.isFetching ? 'Searching…' : 'No job matches'}
      style={{ minWidth: 320 }}
      options={found.map((job) => ({ value: job.id, label: `${job.name} — ${job.organizationName}${job.archived ? ' (archived)' : ''}` }))}
      onChange={(jobId) => {
        const job = found.find((j) => j.id === jobId);
        if (job) onPick(job);
      }}
    />
  );
}
