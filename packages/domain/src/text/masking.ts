export const MASK_CHARACTER = '*';
/** Characters left visible: an e-mail keeps two, anything else (a phone number) five (spec §5). */
export const EMAIL_VISIBLE_CHARS = 2;
export const OTHER_VISIBLE_CHARS = 5;

export type MaskKind = 'email' | 'phone';

/** Masks a value, keeping its length so the field looks as long as what the customer typed. */
export function maskValue(value: string, kind: MaskKind): string {
  const visible = kind === 'email' ? EMAIL_VISIBLE_CHARS : OTHER_VISIBLE_CHARS;
  if (value.length <= visible) return value;
  return value.slice(0, visible) + MASK_CHARACTER.repeat(value.length - visible);
}

const EMAIL_NAME = /e-?mail/i;
const PHONE_NAME = /phone/i;

/**
 * Which masking a text node's value gets, from its name or data source; an `obscure` node that is
 * neither is masked like a phone number (all but five). undefined: shown as is.
 */
export function textNodeMaskKind(node: {
  name: string;
  dataSource: string | null;
  obscure: boolean;
}): MaskKind | undefined {
  const labels = `${node.name} ${node.dataSource ?? ''}`;
  if (EMAIL_NAME.test(labels)) return 'email';
  if (PHONE_NAME.test(labels) || node.obscure) return 'phone';
  return undefined;
}

/**
 * What to send for a masked field on submit: the original when the customer left the masked
 * text untouched (spec §5), otherwise what they typed.
 */
export function unmaskedValue(original: string, shown: string, kind: MaskKind): string {
  return shown === maskValue(original, kind) ? original : shown;
}
