import { downloadKind, type CartOrderService, type CartPackage } from '@shutterday/domain';
import { ItemPreview } from '../../../lib/item-preview';
import { isPrinted, linePreviews } from '../model/line-previews';

interface LineItemsProps {
  line: CartPackage;
  jobId: number;
  /** The cart's personalizations: the child's name and year are drawn on the previews as they will print. */
  personalizations: readonly CartOrderService[];
  /** The line is on the first screen: its previews are asked for at once, the first of them before anything else. */
  eager?: boolean;
}

/**
 * What each item of a cart line holds, as the parent chose it: the print as the renderer draws it, or for a
 * digital download which photo it delivers ("all photos of Ava" for the whole-gallery download). A printed
 * item's preview box is there from the first render, so the page does not move when the previews arrive.
 */
export function LineItems({ line, jobId, personalizations, eager = false }: LineItemsProps) {
  const child = line.subjectName.split(' ')[0] || line.subjectName;
  if (line.cartPackageItems.length === 0) return null;
  const previews = linePreviews(line, personalizations);
  const firstPrinted = line.cartPackageItems.find((item) => isPrinted(item.productCode));
  // Not a list: the cart and the review count their packages as the list items.
  return (
    <div className="sdc-line-items">
      {line.cartPackageItems.map((item) => {
        const kind = downloadKind(item.productCode);
        const nodes = item.imageNodes.filter((node) => !node.static && node.imageThumbnailUrl);
        const preview = previews.find((p) => p.key === item.id);
        return (
          <div key={item.id} className="sdc-line-item">
            {isPrinted(item.productCode) && <ItemPreview jobId={jobId} input={preview?.input ?? null} itemName={item.name} size={120} eager={eager} first={eager && item === firstPrinted} />}
            {/* A download is the photo as it is (never cropped). */}
            {kind && nodes.map((node) => <img key={node.id} className="sdc-line-thumb" src={node.imageThumbnailUrl!} alt={`The photo of the ${item.name}`} width={48} height={60} loading="lazy" />)}
            <span>
              {item.name}
              {kind === 'all-photos' && <span className="sdc-sub">All photos of {child}, as downloads</span>}
              {kind === 'one-photo' && <span className="sdc-sub">{nodes.length > 0 ? 'This photo, as a download' : `The first photo of ${child}, as a download`}</span>}
            </span>
          </div>
        );
      })}
    </div>
  );
}
