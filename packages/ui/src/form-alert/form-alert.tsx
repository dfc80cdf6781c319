import { Alert } from 'antd';
import { formAlertText } from '@shutterday/domain';

export interface FormAlertProps {
  error: string | readonly string[] | null | undefined;
  /** Whether the form was submitted at least once (react-hook-form's `formState.isSubmitted`). */
  submitted: boolean;
}

/** The form's error alert: shown only after the first submit and hidden when the error clears (spec §4). */
export function FormAlert({ error, submitted }: FormAlertProps) {
  if (!submitted || !error || error.length === 0) return null;
  return (
    <Alert
      type="error"
      role="alert"
      showIcon
      title={<span style={{ whiteSpace: 'pre-line' }}>{formAlertText(error)}</span>}
      style={{ marginBottom: 16 }}
    />
  );
}
