import { CloseCircleFilled } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { ICON_TARGET_24 } from '../password-input/target-size';

// The clear button in a 24 px box: antd's own is 16 px, under WCAG 2.2's target size.
const CLEAR = { clearIcon: <span style={ICON_TARGET_24}><CloseCircleFilled /></span> };

export interface ListSearchProps {
  /** Accessible name, e.g. "Search studios". */
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (value: string) => void;
}

/** Search box of a server list: runs on Enter or the button, not on every key. */
export function ListSearch({ label, placeholder, value, onSearch }: ListSearchProps) {
  const [text, setText] = useState(value);
  // Back/forward changes the URL's search; the box follows it.
  useEffect(() => setText(value), [value]);
  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      allowClear={CLEAR}
      value={text}
      maxLength={100}
      onChange={(event) => setText(event.target.value)}
      onSearch={(next) => onSearch(next.trim())}
      style={{ maxWidth: 360 }}
    />
  );
}
