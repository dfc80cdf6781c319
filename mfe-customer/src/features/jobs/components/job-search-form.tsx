import { useId } from 'react';

interface JobSearchFormProps {
  value: string;
  onChange: (value: string) => void;
}

/** Filters the events by name as the parent types; Enter does not reload the page. */
export function JobSearchForm({ value, onChange }: JobSearchFormProps) {
  const id = useId();
  return (
    <form role="search" className="sdc-search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id}>Search events</label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder="School or team name"
        autoComplete="off"
        maxLength={100}
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}
