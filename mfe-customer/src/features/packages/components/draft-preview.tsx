import type { CustomerSubject } from '@shutterday/domain';
import { ItemPreview } from '../../../lib/item-preview';
import { draftPreviewInput } from '../model/draft-preview';
import type { PackageDraft } from '../model/package-draft';
import type { EditorItem } from './item-editor';

/** The item's print as the parent sets it, redrawn as they crop, turn, pick a background or type. */
export function DraftPreview({ jobId, item, draft, subject }: { jobId: number; item: EditorItem; draft: PackageDraft; subject: CustomerSubject }) {
  const input = draftPreviewInput(item, draft, subject);
  return input ? <ItemPreview jobId={jobId} input={input} itemName={item.name} size={200} /> : null;
}
