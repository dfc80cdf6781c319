import type { CartOrderService, CustomerSubject } from '@shutterday/domain';
import { itemPreviewAlt, itemPreviewSrc } from '../../../lib/item-preview';
import { LivePreview } from '../../../lib/live-preview';
import { draftPreviewInput } from '../model/draft-preview';
import type { PackageDraft } from '../model/package-draft';
import type { EditorItem } from './item-editor';

const BOX = 200;

/** The item's print as the parent sets it, redrawn as they crop, turn, pick a background or type. */
export function DraftPreview({ jobId, item, draft, subject, personalizations }: { jobId: number; item: EditorItem; draft: PackageDraft; subject: CustomerSubject; personalizations: readonly CartOrderService[] }) {
  const input = draftPreviewInput(item, draft, subject, personalizations);
  return input ? <LivePreview src={itemPreviewSrc(jobId, input, BOX)} alt={itemPreviewAlt(item.name)} size={BOX} /> : null;
}
