import { useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { Alert, Button, Flex, Typography } from 'antd';
import { FormAlert } from '../form-alert/form-alert';
import { useToast } from '../toast/toast-context';
import { apiErrorMessages, isStaleRecord } from './api-error-messages';

export interface ResourceFormProps<TValues extends FieldValues> {
  /** The accessible name of the form, e.g. "Organization". */
  label: string;
  /** The domain's schema of the form values (validated as the user submits). */
  schema: v.GenericSchema<TValues, unknown>;
  /** The record's current values; the form resets to them when they change (e.g. after a reload). */
  values: TValues;
  /** Saves (a mutation's mutateAsync); throws on failure. */
  onSubmit: (values: TValues) => Promise<unknown>;
  /** Toast after a successful save, e.g. "Organization saved". */
  successMessage: string;
  /** The fields; they get the form (control, watch…) from react-hook-form. */
  children: (form: UseFormReturn<TValues>) => ReactNode;
  submitLabel?: string;
  /** Shown with a 409 ("changed by someone else"): reloads the record, dropping this form's changes. */
  onReload?: () => unknown;
  /** Called after a successful save with what onSubmit returned (e.g. to navigate to the new record). */
  onSaved?: (result: unknown) => void;
  /** Disables saving (e.g. while the name check says the name is taken). */
  blocked?: boolean;
}

/**
 * The form of every admin resource: react-hook-form with the domain's valibot schema, the FormAlert after
 * the first submit, a changed flag with Reset, save through mutateAsync then a toast. A 409 shows its
 * message and a Reload button instead of overwriting someone else's changes.
 */
export function ResourceForm<TValues extends FieldValues>({
  label, schema, values, onSubmit, successMessage, children, submitLabel = 'Save', onReload, onSaved, blocked = false,
}: ResourceFormProps<TValues>) {
  const toast = useToast();
  const form = useForm<TValues>({
    resolver: valibotResolver(schema) as unknown as Resolver<TValues>,
    defaultValues: values as DefaultValues<TValues>,
    values,
    resetOptions: { keepDirtyValues: false },
  });
  const [serverError, setServerError] = useState<string[] | null>(null);
  const [conflict, setConflict] = useState(false);
  const { formState } = form;

  const submit = form.handleSubmit(async (input) => {
    setServerError(null);
    setConflict(false);
    try {
      const result = await onSubmit(input);
      form.reset(input);
      toast.success(successMessage);
      onSaved?.(result);
    } catch (error) {
      setServerError(apiErrorMessages(error));
      setConflict(isStaleRecord(error));
    }
  });

  return (
    <form aria-label={label} noValidate onSubmit={(event) => void submit(event)}>
      {conflict && onReload ? (
        <Alert
          type="warning"
          role="alert"
          showIcon
          title={serverError?.join('\n')}
          action={
            <Button
              onClick={async () => {
                await onReload();
                setConflict(false);
                setServerError(null);
              }}
            >
              Reload
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      ) : (
        <FormAlert error={serverError} submitted={formState.isSubmitted} />
      )}
      {children(form)}
      <Flex gap={8} align="center">
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting} disabled={blocked}>
          {submitLabel}
        </Button>
        <Button htmlType="button" disabled={!formState.isDirty || formState.isSubmitting} onClick={() => form.reset(values)}>
          Reset
        </Button>
        {formState.isDirty ? (
          <Typography.Text type="secondary" role="status">
            Unsaved changes
          </Typography.Text>
        ) : null}
      </Flex>
    </form>
  );
}
