import { Input } from 'antd';
import { useEffect, useState } from 'react';

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
      allowClear
      value={text}
      maxLength={100}
      onChange={(event) => setText(event.target.value)}
      onSearch={(next) => onSearch(next.trim())}
      style={{ maxWidth: 360 }}
    />
  );
}
