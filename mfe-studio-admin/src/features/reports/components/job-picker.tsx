import { useStudioJobs } from '@shutterday/api-client/staff';
import { Select } from 'antd';
import { useState } from 'react';

export interface JobPickerProps {
  studioId: number;
  label: string;
  value: number | undefined;
  onChange: (jobId: number | undefined) => void;
  placeholder: string;
}

/** One of the studio's jobs, searched by its or its organization's name as the user types (50 at a time). */
export function JobPicker({ studioId, label, value, onChange, placeholder }: JobPickerProps) {
  const [search, setSearch] = useState('');
  const jobs = useStudioJobs(studioId, { search: search || undefined });
  return (
    <Select<number>
      aria-label={label}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      placeholder={placeholder}
      value={value}
      onChange={(jobId) => onChange(jobId ?? undefined)}
      loading={jobs.isFetching}
      style={{ minWidth: 260 }}
      options={(jobs.data?.resultItems ?? []).map((job) => ({ value: job.id, label: `${job.name} (${job.organizationName})` }))}
    />
  );
}
