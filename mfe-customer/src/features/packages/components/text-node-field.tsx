import { filterTextInput, textNodeLabel, type TextInputMode, type TextNode } from '@shutterday/domain';
import { choiceFieldId } from '../../../lib/choice-field-id';

interface TextNodeFieldProps {
  node: TextNode;
  itemName: string;
  value: string;
  onChange: (value: string) => void;
  mode?: TextInputMode;
}

/**
 * One text of a print (a name, a caption); its label says it is printed on that item. Characters the print layout cannot take are dropped as they
 * are typed and again on blur (spec §5); a blank text is flagged, since the item is incomplete without it.
 */
export function TextNodeField({ node, itemName, value, onChange, mode = 'text' }: TextNodeFieldProps) {
  const id = choiceFieldId('text', node.id);
  const label = textNodeLabel(node.name);
  const blank = value.trim() === '';
  return (
    <div className="sdc-field">
      <label htmlFor={id}>
        {label.charAt(0).toUpperCase() + label.slice(1)} printed on the {itemName}
      </label>
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
