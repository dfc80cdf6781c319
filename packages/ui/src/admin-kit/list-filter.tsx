import { Select } from 'antd';
import type { ListParams } from '../list-search/use-list-params';

export interface ListFilterProps {
  /** Accessible name, e.g. "Prepay". */
  label: string;
  /** The URL parameter, e.g. `prepay` (listed in useListParams' filter names). */
  name: string;
  list: ListParams;
  options: { value: string; label: string }[];
  /** The label of "no filter", e.g. "All jobs". */
  allLabel: string;
}

/** A list filter kept in the URL; choosing one starts again at page 1. */
export function ListFilter({ label, name, list, options, allLabel }: ListFilterProps) {
  return (
    <Select
      aria-label={label}
      value={list.filters[name] ?? ''}
      onChange={(value: string) => list.update({ filters: { [name]: value } })}
      options={[{ value: '', label: allLabel }, ...options]}
      style={{ minWidth: 160 }}
    />
  );
}
