import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Radio } from 'antd';
import type { FieldLabels } from '../form-field/field-labels';
import { describeValue, humanizeName, type EditConflict } from './merge-edits';

export type ConflictChoice = 'mine' | 'theirs';

export interface StaleBannerProps {
  message: string[];
  onReload: () => Promise<void>;
}

/** A save refused because a colleague saved first: what happened, and Reload that keeps the person's edit. */
export function StaleBanner({ message, onReload }: StaleBannerProps) {
  const [reloading, setReloading] = useState(false);
  return (
    <Alert
      type="warning"
      role="alert"
      showIcon
      title={message.join('\n')}
      description="Your changes stay in this form: Reload brings in their version and keeps yours next to it."
      action={
        <Button
          loading={reloading}
          onClick={async () => {
            setReloading(true);
            try {
              await onReload();
            } finally {
              setReloading(false);
            }
          }}
        >
          Reload
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

export interface MergedBannerProps {
  conflicts: EditConflict[];
  labels: FieldLabels;
  choices: Record<string, ConflictChoice>;
  onChoose: (name: string, choice: ConflictChoice) => void;
}

/**
 * After Reload: the colleague's version is in the form with the person's changes on top; for each field
 * both changed, the person keeps theirs or takes the colleague's. Saving then goes against the new version.
 */
export function MergedBanner({ conflicts, labels, choices, onChoose }: MergedBannerProps) {
  const labelOf = (name: string): ReactNode => labels.get(name) ?? humanizeName(name);
  return (
    <Alert
      type="warning"
      role="alert"
      showIcon
      title="Their version is loaded, with your changes kept on top"
      description={
        conflicts.length === 0 ? (
          'They changed other fields than you did. Check the form, then save.'
        ) : (
          <Flex vertical gap={12}>
            <span>You both changed {conflicts.length === 1 ? 'this field' : 'these fields'}: choose the value to keep, then save.</span>
            {conflicts.map(({ name, mine, theirs }) => (
              <fieldset key={name} style={{ border: 0, margin: 0, padding: 0 }}>
                <legend style={{ fontWeight: 500, marginBottom: 4 }}>{labelOf(name)}</legend>
                <Radio.Group
                  value={choices[name] ?? 'mine'}
                  onChange={(event) => onChoose(name, event.target.value as ConflictChoice)}
                  options={[
                    { value: 'mine', label: `Keep yours: ${describeValue(mine)}` },
                    { value: 'theirs', label: `Take theirs: ${describeValue(theirs)}` },
                  ]}
                  style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
                />
              </fieldset>
            ))}
          </Flex>
        )
      }
      style={{ marginBottom: 16 }}
    />
  );
}
