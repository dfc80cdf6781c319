import { useAdminStudio, useAdminStudios } from '@shutterday/api-client/staff';
import { Select } from 'antd';
import { useState } from 'react';

export interface StudioPickerProps {
  value: number | undefined;
  onChange: (studioId: number | undefined) => void;
  /** Inside a form field, its label names the picker through this id (else the picker is named "Studio"). */
  id?: string;
  status?: 'error';
  'aria-describedby'?: string;
}

/** One studio of the platform, searched by name or web address as the user types (50 at a time). */
export function StudioPicker({ value, onChange, id, status, 'aria-describedby': describedBy }: StudioPickerProps) {
  const [search, setSearch] = useState('');
  const studios = useAdminStudios({ search: search || undefined });
  // The chosen studio may not be on the page the search shows (a link with ?studio=): its name comes from its own read.
  const chosen = useAdminStudio(value);
  const options = (studios.data?.resultItems ?? []).map((studio) => ({ value: studio.id, label: `${studio.name} (${studio.slug})` }));
  if (value !== undefined && chosen.data && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: `${chosen.data.name} (${chosen.data.slug})` });
  }
  return (
    <Select<number>
      id={id}
      aria-label={id ? undefined : 'Studio'}
      aria-describedby={describedBy}
      status={status}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      placeholder="Choose a studio"
      value={value}
      onChange={(studioId) => onChange(studioId ?? undefined)}
      loading={studios.isFetching}
      style={{ minWidth: 280 }}
      options={options}
    />
  );
}
