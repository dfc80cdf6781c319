import type { PreorderField } from '@shutterday/domain';

export const preorderFieldId = (name: string) => `preorder-field-${name}`;

interface PreorderFieldsProps {
  fields: readonly PreorderField[];
  answers: Record<string, string>;
  onChange: (name: string, value: string) => void;
}

/** The studio's questions for a preorder (job settings, prefields): a line of text or one of its answers. */
export function PreorderFields({ fields, answers, onChange }: PreorderFieldsProps) {
  if (fields.length === 0) return null;
  return (
    <fieldset className="sdc-fieldset">
      <legend>A few questions from the studio</legend>
      {fields.map((field) => {
        const id = preorderFieldId(field.name);
        const value = answers[field.name] ?? '';
        const label = `${field.label}${field.required ? ' (required)' : ' (optional)'}`;
        return (
          <div key={field.name} className="sdc-field">
            <label htmlFor={id}>{label}</label>
            {field.type === 'choice' ? (
              <select id={id} value={value} required={field.required} onChange={(event) => onChange(field.name, event.target.value)}>
                <option value="">Choose…</option>
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            ) : (
              <input id={id} value={value} maxLength={500} required={field.required} onChange={(event) => onChange(field.name, event.target.value)} />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
