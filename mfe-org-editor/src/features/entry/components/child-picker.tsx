import { useEntrySubjects, type EntryScope } from '@shutterday/api-client/staff';
import type { EntrySubject } from '@shutterday/domain/staff';
import { useDebouncedValue } from '@shutterday/ui';
import { Select, type RefSelectProps } from 'antd';
import { useState, type Ref } from 'react';

export const ADD_CHILD = -1;

export interface ChildPickerProps {
  scope: EntryScope;
  id: string;
  value: EntrySubject | null;
  onPick: (subject: EntrySubject) => void;
  /** The typed name matched no child: add them (as typed) to the job's roster. */
  onAdd: (typed: string) => void;
  selectRef?: Ref<RefSelectProps>;
}

interface ChildOption {
  value: number;
  label: string;
  subject: EntrySubject | null;
  typed: string;
}

const label = (subject: EntrySubject) => `${subject.lastName}, ${subject.firstName}${subject.group ? ` — ${subject.group}` : ''}`;

/** Type-ahead over the job's children (name or access code); Enter picks the highlighted one, or adds the typed child. */
export function ChildPicker({ scope, id, value, onPick, onAdd, selectRef }: ChildPickerProps) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), 150);
  const matches = useEntrySubjects(scope, search);
  // Only the answer to what is typed now: Enter on a list left from an earlier search would pick another child.
  const settled = search === typed.trim() && !matches.isFetching;
  const found = settled ? (matches.data ?? []) : [];
  // Each option carries what it stands for: choosing clears the search, and with it the list it came from.
  const options: ChildOption[] = [
    ...found.map((subject) => ({ value: subject.id, label: label(subject), subject, typed: '' })),
    ...(typed.trim().includes(' ') && settled ? [{ value: ADD_CHILD, label: `Add “${typed.trim()}” as a new child`, subject: null, typed: typed.trim() }] : []),
  ];
  return (
    <Select<number, ChildOption>
      id={id}
      ref={selectRef}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      value={value?.id ?? null}
      placeholder="Type the child's name or code"
      notFoundContent={!settled ? 'Searching…' : 'No child matches: type first and last name to add them'}
      options={options}
      labelRender={() => (value ? label(value) : null)}
      defaultActiveFirstOption
      onChange={(_picked: number, option) => {
        const chosen = option as ChildOption | undefined;
        if (chosen?.subject) onPick(chosen.subject);
        else if (chosen?.typed) onAdd(chosen.typed);
        setTyped('');
      }}
      style={{ width: '100%' }}
    />
  );
}
