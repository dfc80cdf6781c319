import { filterTextInput, type TextInputMode, type TextNode } from '@shutterday/domain';
import { useId } from 'react';

interface TextNodeFieldProps {
  node: TextNode;
  value: string;
  onChange: (value: string) => void;
  mode?: TextInputMode;
}

/**
 * One text of a print (a name, a caption). Characters the print layout cannot take are dropped as they
 * are typed and again on blur (spec §5); a blank text is flagged, since the item is incomplete without it.
 */
export function TextNodeField({ node, value, onChange, mode = 'text' }: TextNodeFieldProps) {
  const id = useId();
  const blank = value.trim() === '';
  return (
    <div className="sdc-field">
      <label htmlFor={id}>{node.name}</label>
      <input
        id={id}
        value={value}
        maxLength={200}
        aria-invalid={blank}
        aria-describedby={blank ? `${id}-hint` : undefined}
        onChange={(event) => onChange(filterTextInput(event.target.value, mode))}
        onBlur={(event) => onChange(filterTextInput(event.target.value, mode).trim())}
      />
      {blank && (
        <p id={`${id}-hint`} className="sdc-field-error">
          Enter the text to print
        </p>
      )}
    </div>
  );
}
