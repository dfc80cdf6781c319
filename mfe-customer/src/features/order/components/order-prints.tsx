import { ItemPreview } from '../../../lib/item-preview';
import type { PaidPrint } from '../state/paid-prints-atom';

/** The prints of the order, as the renderer draws them (watermarked: the print itself comes from the studio). */
export function OrderPrints({ jobId, prints }: { jobId: number; prints: readonly PaidPrint[] }) {
  if (prints.length === 0) return null;
  return (
    <section aria-labelledby="sdc-order-prints">
      <h2 id="sdc-order-prints">Your prints</h2>
      <ul className="sdc-line-items" aria-label="Your prints">
        {prints.map((print, index) => (
          // The list is what the review page kept, in its order; it never changes on this page.
          <li key={index} className="sdc-line-item">
            <ItemPreview jobId={jobId} input={print.input} itemName={print.itemName} size={120} />
            <span className="sdc-sub">{print.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
