import type { SyntheticEvent } from 'react';

/**
 * Spec §6 right-click protection: on the customer pages the context menu ("Save image as…") and dragging
 * are refused on every photo, preview and drawn print (`img`, `canvas`). What a parent has paid for is never held back:
 * anything inside `[data-save-allowed]` (the download page) keeps the browser's own menu. A determined
 * visitor can still take a screenshot; the previews carry the watermark for that.
 */
export function refusePreviewSave(event: SyntheticEvent): void {
  const target = event.target as Element;
  if (target.closest?.('img,canvas') && !target.closest('[data-save-allowed]')) event.preventDefault();
}
