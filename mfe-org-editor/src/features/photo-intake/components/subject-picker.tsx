import { useImageSubjectOptions, type OrgJobScope } from '@shutterday/api-client/staff';
import { Select } from 'antd';
import { useState } from 'react';

/** Picks a subject of the job by name or access code (the manual assignment of an unmatched photo). */
export function SubjectPicker({ scope, label, onPick, disabled }: { scope: OrgJobScope; label: string; onPick: (subjectId: number) => void; disabled?: boolean }) {
  const [search, setSearch] = useState('');
  const options = useImageSubjectOptions(scope, search);
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setSearch }}
      aria-label={label}
      placeholder="Assign to a subject"
      style={{ minWidth: 240 }}
      loading={options.isFetching}
      disabled={disabled}
      options={(options.data ?? []).map((s) => ({ value: s.id, label: s.accessCode ? `${s.name} (${s.accessCode})` : s.name }))}
      onChange={(value: number) => onPick(value)}
    />
  );
}
