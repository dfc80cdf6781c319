import { useEntrySubjects, type EntryScope } from '@shutterday/api-client/staff';
import { formatAccessCode, type EntrySubject } from '@shutterday/domain/staff';
import { useDebouncedValue } from '@shutterday/ui';
import { Input, theme, Typography, type InputRef } from 'antd';
import { useState, type KeyboardEvent, type Ref } from 'react';

export interface ChildPickerProps {
  scope: EntryScope;
  id: string;
  value: EntrySubject | null;
  onPick: (subject: EntrySubject) => void;
  /** The typed name matched no child: add them (as typed) to the job's roster. */
  onAdd: (typed: string) => void;
  inputRef?: Ref<InputRef>;
}

interface ChildOption {
  key: string;
  label: string;
  subject: EntrySubject | null;
  typed: string;
}

export const childLabel = (subject: Pick<EntrySubject, 'firstName' | 'lastName' | 'group'>) =>
  `${subject.lastName}, ${subject.firstName}${subject.group ? ` — ${subject.group}` : ''}`;

/**
 * Type-ahead over the job's children (name or access code). Enter picks the highlighted child of the list on
 * screen, or adds the typed child; Tab only moves on. The list and its highlight are this component's own
 * state, read in the same render as the keys: a pick can never come from an earlier search, a list still
 * closing, or a highlight not yet moved to the new list (docs/frontend.md "Envelope entry").
 */
export function ChildPicker({ scope, id, value, onPick, onAdd, inputRef }: ChildPickerProps) {
  const { token } = theme.useToken();
  const [typed, setTyped] = useState('');
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const query = typed.trim();
  const search = useDebouncedValue(query, 150);
  const matches = useEntrySubjects(scope, search);
  const settled = search === query && !matches.isFetching;
  const options: ChildOption[] =
    query && settled
      ? [
          ...(matches.data ?? []).map((subject) => ({ key: `child-${subject.id}`, label: childLabel(subject), subject, typed: '' })),
          ...(query.includes(' ') ? [{ key: 'add', label: `Add “${query}” as a new child`, subject: null, typed: query }] : []),
        ]
      : [];
  const active = options.find((option) => option.key === activeKey) ?? options[0];
  const open = focused && query !== '';
  const listId = `${id}-list`;

  const choose = (option: ChildOption) => {
    setTyped('');
    setActiveKey(null);
    if (option.subject) onPick(option.subject);
    else onAdd(option.typed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return; // Ctrl+Enter saves the envelope
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && active) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : options.length - 1;
      setActiveKey(options[(options.indexOf(active) + step) % options.length]!.key);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) choose(active);
    } else if (event.key === 'Escape' && typed) {
      event.preventDefault();
      setTyped('');
    }
  };

  return (
    <div style={{ position: 'relative' }}>
      <Input
        id={id}
        ref={inputRef}
        role="combobox"
        autoComplete="off"
        maxLength={120}
        aria-autocomplete="list"
        aria-expanded={open && options.length > 0}
        aria-controls={open && options.length > 0 ? listId : undefined}
        aria-activedescendant={open && active ? `${id}-${active.key}` : undefined}
        aria-describedby={`${id}-picked`}
        placeholder={value ? 'Type to pick another child' : "Type the child's name or code"}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActiveKey(null);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        // Leaving the field without a pick drops what was typed: the field never shows a name other than the pick.
        onBlur={() => {
          setFocused(false);
          setTyped('');
        }}
      />
      {open && (
        <div
          style={{ position: 'absolute', top: '100%', left: 0, right: 0, marginTop: 4, zIndex: token.zIndexPopupBase, background: token.colorBgElevated, boxShadow: token.boxShadowSecondary, borderRadius: token.borderRadiusLG, padding: 4, maxHeight: 320, overflowY: 'auto' }}
        >
          {options.length > 0 ? (
            <div role="listbox" id={listId} aria-label="Children">
              {options.map((option) => (
                <div
                  key={option.key}
                  id={`${id}-${option.key}`}
                  role="option"
                  aria-selected={option === active}
                  title={option.label}
                  // A click keeps the focus in the field: the pick is the click's, the next key is the field's.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                  onMouseEnter={() => setActiveKey(option.key)}
                  style={{ padding: '5px 12px', borderRadius: token.borderRadiusSM, cursor: 'pointer', background: option === active ? token.controlItemBgActive : undefined }}
                >
                  {option.label}
                </div>
              ))}
            </div>
          ) : (
            <div role="status" style={{ padding: '5px 12px', color: token.colorTextDescription }}>
              {settled ? 'No child matches: type first and last name to add them' : 'Searching…'}
            </div>
          )}
        </div>
      )}
      <div id={`${id}-picked`} aria-live="polite" style={{ marginTop: 4 }}>
        {value ? (
          <Typography.Text>
            Envelope for <Typography.Text strong>{childLabel(value)}</Typography.Text>
            {value.accessCode ? <> · code <Typography.Text code>{formatAccessCode(value.accessCode)}</Typography.Text></> : null}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">No child picked yet</Typography.Text>
        )}
      </div>
    </div>
  );
}
