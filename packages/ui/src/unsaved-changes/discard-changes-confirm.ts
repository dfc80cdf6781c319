import type { ConfirmOptions } from '../confirm/use-confirm';

/** The one question asked before unsaved changes are dropped (a navigation, a tab switch, a reload). */
export const DISCARD_CHANGES_CONFIRM: ConfirmOptions = {
  title: 'Discard unsaved changes?',
  content: 'The changes you made on this page have not been saved. Leave and lose them, or cancel to stay and save them.',
  okText: 'Discard',
  danger: true,
};
