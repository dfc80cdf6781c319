import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue, type Resolver, type UseFormReturn } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { Alert, Button, ConfigProvider, Flex, Typography } from 'antd';
import { DRAFT_RESTORED_MESSAGE } from '@shutterday/domain';
import { FormAlert } from '../form-alert/form-alert';
import { FieldLabelsContext, type FieldLabels } from '../form-field/field-labels';
import { useFormDraft } from '../form-draft/use-form-draft';
import { useToast } from '../toast/toast-context';
import { useUnsavedChangesRegistration } from '../unsaved-changes/unsaved-changes-registry';
import { apiErrorMessages, isStaleRecord } from './api-error-messages';
import { MergedBanner, StaleBanner, type ConflictChoice } from './conflict-banner';
import { useWriteAccess } from './write-access';
import { changedFields, editConflicts, sameValue } from './merge-edits';

export interface ResourceFormProps<TValues extends FieldValues> {
  /** The accessible name of the form, e.g. "Organization"; with the page's path it also names its draft. */
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
  /** Shown with a 409 ("changed by someone else"): refetches the record; the person's changes are kept on top. */
  onReload?: () => unknown;
  /** Called after a successful save with what onSubmit returned (e.g. to navigate to the new record). */
  onSaved?: (result: unknown) => void;
  /** Disables saving (e.g. while the name check says the name is taken). */
  blocked?: boolean;
}

/** A save refused as stale: the record the person started from and what they had typed. */
interface StaleEdit<TValues> {
  base: TValues;
  mine: TValues;
}

/**
 * The form of every admin resource: react-hook-form with the domain's valibot schema, the FormAlert after
 * the first submit, a changed flag with Reset, save through mutateAsync then a toast. Nothing typed is lost:
 * leaving with unsaved changes asks first (UnsavedChangesGuard), a session that ends keeps a draft that is
 * put back after the login (useFormDraft), and a 409 because a colleague saved first offers Reload, which
 * loads their version and keeps the person's changes next to it, field by field.
 */
export function ResourceForm<TValues extends FieldValues>({
  label, schema, values, onSubmit, successMessage, children, submitLabel = 'Save', onReload, onSaved, blocked = false,
}: ResourceFormProps<TValues>) {
  const toast = useToast();
  const access = useWriteAccess();
  const form = useForm<TValues>({
    resolver: valibotResolver(schema) as unknown as Resolver<TValues>,
    defaultValues: values as DefaultValues<TValues>,
    values,
    resetOptions: { keepDirtyValues: false },
  });
  const draft = useFormDraft(form, label);
  const [labels] = useState<FieldLabels>(() => new Map());
  const [serverError, setServerError] = useState<string[] | null>(null);
  const [stale, setStale] = useState<StaleEdit<TValues> | null>(null);
  const [reloaded, setReloaded] = useState(false);
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>({});
  const { formState } = form;

  // Read when the person tries to leave; false at once after a save, before onSaved navigates.
  const dirty = useRef(false);
  useEffect(() => {
    dirty.current = formState.isDirty;
  }, [formState.isDirty]);
  const hasChanges = useCallback(() => dirty.current, []);
  useUnsavedChangesRegistration(hasChanges);

  // While a stale edit is open, every version of the record that arrives (react-hook-form resets to it)
  // gets the person's changes back on top, but for the fields where they chose the colleague's value.
  const choicesRef = useRef(choices);
  const mergedOver = useRef<TValues | null>(null);
  useEffect(() => {
    if (!stale || (mergedOver.current && sameValue(mergedOver.current, values))) return;
    mergedOver.current = values;
    for (const name of changedFields(stale.base, stale.mine)) {
      const value = choicesRef.current[name] === 'theirs' ? values[name] : stale.mine[name];
      form.setValue(name as Path<TValues>, value as PathValue<TValues, Path<TValues>>, { shouldDirty: true });
    }
  }, [stale, values, form]);

  const settle = () => {
    setStale(null);
    setReloaded(false);
    setChoices({});
    choicesRef.current = {};
    mergedOver.current = null;
    draft.clear();
    draft.dismiss();
  };

  const submit = form.handleSubmit(async (input) => {
    setServerError(null);
    const typed = form.getValues();
    try {
      const result = await onSubmit(input);
      dirty.current = false;
      form.reset(input);
      settle();
      toast.success(successMessage);
      onSaved?.(result);
    } catch (error) {
      setServerError(apiErrorMessages(error));
      if (isStaleRecord(error) && onReload) {
        mergedOver.current = null;
        setStale({ base: values, mine: typed });
        setReloaded(false);
      }
    }
  });

  const choose = (name: string, choice: ConflictChoice) => {
    if (!stale) return;
    choicesRef.current = { ...choicesRef.current, [name]: choice };
    setChoices(choicesRef.current);
    const value = choice === 'theirs' ? values[name] : stale.mine[name];
    form.setValue(name as Path<TValues>, value as PathValue<TValues, Path<TValues>>, { shouldDirty: true });
  };

  const banner = (() => {
    if (stale && onReload && !reloaded) {
      return (
        <StaleBanner
          message={serverError ?? []}
          onReload={async () => {
            await onReload();
            setServerError(null);
            setReloaded(true);
          }}
        />
      );
    }
    if (stale && reloaded) {
      return <MergedBanner conflicts={editConflicts(stale.base, stale.mine, values)} labels={labels} choices={choices} onChoose={choose} />;
    }
    return <FormAlert error={serverError} submitted={formState.isSubmitted} />;
  })();

  // A viewer who may not change the record sees it, every field off and no Save, and is told why.
  if (!access.allowed) {
    return (
      <FieldLabelsContext.Provider value={labels}>
        <form aria-label={label} noValidate onSubmit={(event) => event.preventDefault()}>
          <Alert type="info" showIcon title={access.reason} style={{ marginBottom: 16 }} />
          <ConfigProvider componentDisabled>{children(form)}</ConfigProvider>
        </form>
      </FieldLabelsContext.Provider>
    );
  }

  return (
    <FieldLabelsContext.Provider value={labels}>
      <form aria-label={label} noValidate onSubmit={(event) => void submit(event)}>
        {draft.restored ? (
          <Alert type="info" role="status" showIcon closable={{ onClose: draft.dismiss }} title={DRAFT_RESTORED_MESSAGE} style={{ marginBottom: 16 }} />
        ) : null}
        {banner}
        {children(form)}
        <Flex gap={8} align="center">
          <Button type="primary" htmlType="submit" loading={formState.isSubmitting} disabled={blocked}>
            {submitLabel}
          </Button>
          <Button
            htmlType="button"
            disabled={!formState.isDirty || formState.isSubmitting}
            onClick={() => {
              form.reset(values);
              settle();
              setServerError(null);
            }}
          >
            Reset
          </Button>
          {formState.isDirty ? (
            <Typography.Text type="secondary" role="status">
              Unsaved changes
            </Typography.Text>
          ) : null}
        </Flex>
      </form>
    </FieldLabelsContext.Provider>
  );
}
