import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** The labels of a form's fields by name, filled by each FormField, read where the form names a field. */
export type FieldLabels = Map<string, ReactNode>;

export const FieldLabelsContext = createContext<FieldLabels | null>(null);

export function useRegisterFieldLabel(name: string, label: ReactNode): void {
  const labels = useContext(FieldLabelsContext);
  useEffect(() => {
    labels?.set(name, label);
  }, [labels, name, label]);
}
