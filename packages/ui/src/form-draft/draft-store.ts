/**
 * Drafts of forms whose session ended while they held unsaved changes, in sessionStorage (this tab only,
 * forgotten when it closes), one per page path and form. Secrets are never written: a field whose name
 * says password, secret, card number, CVC/CVV is left out, at any depth.
 */
const PREFIX = 'shutterday:draft:';
const SECRET_FIELD = /password|secret|cvc|cvv|card.?number|^card$/i;

export interface FormDraft {
  /** Whose session it was: a draft is only ever put back for the same user. */
  userId: string | null;
  /** The changed fields (top-level names) and their values as typed. */
  values: Record<string, unknown>;
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function draftKey(path: string, formId: string): string {
  return `${PREFIX}${path}#${formId}`;
}

/** The value without any secret field (objects and arrays walked through). */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).filter(([name]) => !SECRET_FIELD.test(name)).map(([name, inner]) => [name, withoutSecrets(inner)]),
  );
}

export function saveDraft(key: string, draft: FormDraft): void {
  const values = withoutSecrets(draft.values) as Record<string, unknown>;
  if (Object.keys(values).length === 0) return;
  try {
    storage()?.setItem(key, JSON.stringify({ userId: draft.userId, values }));
  } catch {
    // A full or blocked storage: the draft is lost, as it was before drafts existed.
  }
}

/** Reads and removes the draft: it is put back once. */
export function takeDraft(key: string): FormDraft | null {
  const text = storage()?.getItem(key) ?? null;
  if (text === null) return null;
  storage()?.removeItem(key);
  try {
    const draft = JSON.parse(text) as Partial<FormDraft>;
    if (typeof draft.values !== 'object' || draft.values === null) return null;
    return { userId: typeof draft.userId === 'string' ? draft.userId : null, values: draft.values };
  } catch {
    return null;
  }
}

export function dropDraft(key: string): void {
  storage()?.removeItem(key);
}
