import { Input } from 'antd';
import { useEffect, useState } from 'react';

/** Search by name or slug; runs on Enter or the button, not on every key, as the list is server-side. */
export function StudiosSearch({ value, onSearch }: { value: string; onSearch: (value: string) => void }) {
  const [text, setText] = useState(value);
  // Back/forward changes the URL's search; the box follows it.
  useEffect(() => setText(value), [value]);
  return (
    <Input.Search
      aria-label="Search studios"
      placeholder="Name or slug"
      allowClear
      value={text}
      maxLength={100}
      onChange={(event) => setText(event.target.value)}
      onSearch={(next) => onSearch(next.trim())}
      style={{ maxWidth: 360 }}
    />
  );
}
