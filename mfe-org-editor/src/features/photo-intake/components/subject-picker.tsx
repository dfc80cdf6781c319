import { subjectsResource, type OrgJobScope } from '@shutterday/api-client/staff';
import { Select } from 'antd';
import { useState } from 'react';

/** Enough to find a child by a few letters of the name or the card's code; more is narrowed by typing. */
const PICKER_PAGE_SIZE = 20;

/**
 * Picks a subject of the job (the manual assignment of an unmatched photo): the roster's own paged list,
 * searched by name, access code, external id or group as the subjects tab searches it.
 */
export function SubjectPicker({ scope, label, onPick, disabled }: { scope: OrgJobScope; label: string; onPick: (subjectId: number) => void; disabled?: boolean }) {
  const [search, setSearch] = useState('');
  const subjects = subjectsResource.useList(scope, { search: search || undefined, pageSize: PICKER_PAGE_SIZE });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setSearch }}
      aria-label={label}
      placeholder="Assign to a subject"
      style={{ minWidth: 240 }}
      loading={subjects.isFetching}
      disabled={disabled}
      options={(subjects.data?.resultItems ?? []).map((s) => {
        const name = `${s.firstName} ${s.lastName}`;
        return { value: s.id, label: s.accessCode ? `${name} (${s.accessCode})` : name };
      })}
      onChange={(value: number) => onPick(value)}
    />
  );
}
