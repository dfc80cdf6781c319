import { isApiError } from '@shutterday/api-client';
import { subjectsResource, useEntryPackages, useSaveEnvelope, type EntryScope } from '@shutterday/api-client/staff';
import type { EnteredOrder, EntryPackage, EntrySubject } from '@shutterday/domain/staff';
import { formatUsd } from '@shutterday/domain';
import { QueryState, useUnsavedChangesRegistration } from '@shutterday/ui';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Typography, type InputRef } from 'antd';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { envelopeRequest, envelopeStarted, envelopeSubtotal, newEnvelope, withChild, type CardTokenizer, type EnvelopeDraft } from '../model/envelope-draft';
import { ChildPicker } from './child-picker';
import { PaymentFields } from './payment-fields';

export interface EnvelopeFormProps {
  scope: EntryScope;
  onSaved: (order: EnteredOrder) => void;
}

const errorsOf = (error: unknown) => (isApiError(error) ? error.errors : ['Something went wrong. Please try again.']);

/**
 * One paper envelope, keyboard first: the child (type-ahead, Enter), the packages' quantities, the pose,
 * the contact, how it was paid; Ctrl+Enter saves and opens the next envelope with the child field focused.
 * A failed save keeps the envelope and its key, so saving again can never make a second order.
 */
export function EnvelopeForm({ scope, onSaved }: EnvelopeFormProps) {
  const packages = useEntryPackages(scope);
  return (
    <QueryState query={packages} errorTitle="We couldn't load the job's packages" loadingLabel="Loading the packages…">
      {(list) =>
        list.length === 0 ? (
          <Alert type="info" showIcon title="This job offers no package yet: switch a package set on in the job first." />
        ) : (
          <EnvelopeFields scope={scope} packages={list} onSaved={onSaved} />
        )
      }
    </QueryState>
  );
}

function EnvelopeFields({ scope, packages, onSaved }: EnvelopeFormProps & { packages: EntryPackage[] }) {
  const [draft, setDraft] = useState<EnvelopeDraft>(() => newEnvelope());
  // A half-typed envelope counts for the platform's leave guard (a link, Back, a reload asks first).
  const current = useRef(draft);
  current.current = draft;
  useUnsavedChangesRegistration(useCallback(() => envelopeStarted(current.current), []));
  const [errors, setErrors] = useState<string[]>([]);
  const save = useSaveEnvelope(scope);
  const addChild = subjectsResource.useCreate({ ...scope });
  const childRef = useRef<InputRef>(null);
  useEffect(() => childRef.current?.focus(), [draft.entryKey]);
  const set = <K extends keyof EnvelopeDraft>(key: K, value: EnvelopeDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const pick = (subject: EntrySubject) => setDraft((d) => withChild(d, subject));
  const add = async (typed: string) => {
    const [firstName = '', ...rest] = typed.split(/\s+/);
    try {
      const created = await addChild.mutateAsync({ firstName, lastName: rest.join(' ') });
      pick({ id: created.id, firstName: created.firstName, lastName: created.lastName, group: created.groupName ?? null, accessCode: created.accessCode ?? null, poses: [] });
    } catch (error) {
      setErrors(errorsOf(error));
    }
  };

  // Stripe's card field, when the platform takes real cards: it gives the card's PaymentMethod id on save.
  const tokenizer = useRef<CardTokenizer | null>(null);
  const onTokenizer = useCallback((tokenize: CardTokenizer | null) => (tokenizer.current = tokenize), []);
  const [tokenizing, setTokenizing] = useState(false);

  const submit = async () => {
    if (save.isPending || tokenizing) return;
    let cardToken: string | undefined;
    if (draft.method === 'card' && tokenizer.current) {
      setTokenizing(true);
      const card = await tokenizer.current().finally(() => setTokenizing(false));
      if (!card.ok) return setErrors([card.error]);
      cardToken = card.token;
    }
    const request = envelopeRequest(draft, packages, new Date(), cardToken);
    if (!request.ok) return setErrors(request.errors);
    setErrors([]);
    try {
      const order = await save.mutateAsync(request);
      onSaved(order);
      // Every envelope starts at Cash, the most common: the keys to press never depend on the one before.
      setDraft(newEnvelope());
    } catch (error) {
      setErrors(errorsOf(error));
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const { child } = draft;
  const poses = child?.poses.length ?? 0;
  return (
    <Card title="Envelope" size="small">
      <Form layout="vertical" component="div" onKeyDown={onKeyDown} aria-label="Envelope">
        {errors.length > 0 && <Alert type="error" role="alert" showIcon title={errors.join('\n')} style={{ marginBottom: 12, whiteSpace: 'pre-line' }} />}
        <Form.Item label="Child" htmlFor="entry-child">
          <ChildPicker scope={scope} id="entry-child" value={child} onPick={pick} onAdd={(typed) => void add(typed)} inputRef={childRef} />
        </Form.Item>
        <Flex gap={12} wrap>
          {packages.map((pkg) => (
            <Form.Item key={pkg.id} label={`${pkg.name} (${formatUsd(pkg.price)})`} htmlFor={`entry-package-${pkg.id}`} style={{ width: 180 }}>
              <InputNumber id={`entry-package-${pkg.id}`} min={0} max={99} precision={0} value={draft.quantities[pkg.id] ?? null} placeholder="0"
                onChange={(value) => set('quantities', { ...draft.quantities, [pkg.id]: value })} style={{ width: '100%' }} />
            </Form.Item>
          ))}
        </Flex>
        <Form.Item label={poses ? `Pose (1 to ${poses})` : 'Pose'} htmlFor="entry-pose" extra={child && !poses ? 'No photos yet: the first pose is used when they arrive.' : undefined}>
          <InputNumber id="entry-pose" min={1} max={Math.max(poses, 1)} precision={0} value={draft.pose} onChange={(value) => set('pose', value ?? 1)} />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item label="Contact first name" htmlFor="entry-first-name">
            <Input id="entry-first-name" maxLength={120} value={draft.firstName} onChange={(e) => set('firstName', e.target.value)} />
          </Form.Item>
          <Form.Item label="Contact last name" htmlFor="entry-last-name">
            <Input id="entry-last-name" maxLength={120} value={draft.lastName} onChange={(e) => set('lastName', e.target.value)} />
          </Form.Item>
          <Form.Item label="Contact e-mail (optional)" htmlFor="entry-email">
            <Input id="entry-email" type="email" maxLength={254} value={draft.email} onChange={(e) => set('email', e.target.value)} />
          </Form.Item>
        </Flex>
        <PaymentFields studioId={scope.studioId} draft={draft} set={set} onTokenizer={onTokenizer} />
        <Flex align="center" gap={16}>
          <Button type="primary" onClick={() => void submit()} loading={save.isPending || tokenizing}>
            Save envelope (Ctrl+Enter)
          </Button>
          <Typography.Text>Packages {formatUsd(envelopeSubtotal(draft, packages))} (tax added on save)</Typography.Text>
        </Flex>
      </Form>
    </Card>
  );
}
