import type { CustomerSubject } from '@shutterday/domain';
import { itemPreviewAlt, itemPreviewSrc } from '../../../lib/item-preview';
import { LivePreview } from '../../../lib/live-preview';
import { draftPreviewInput } from '../model/draft-preview';
import type { PackageDraft } from '../model/package-draft';
import type { EditorItem } from './item-editor';

const BOX = 200;

/** The item's print as the parent sets it, redrawn as they crop, turn, pick a background or type. */
export function DraftPreview({ jobId, item, draft, subject }: { jobId: number; item: EditorItem; draft: PackageDraft; subject: CustomerSubject }) {
  const input = draftPreviewInput(item, draft, subject);
  return input ? <LivePreview src={itemPreviewSrc(jobId, input, BOX)} alt={itemPreviewAlt(item.name)} size={BOX} /> : null;
}
