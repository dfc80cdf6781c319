import { isJobAvailable, ONLINE_ORDERS_CLOSED, orderingClosedMessage, type CustomerJobAvailability, type OrderMethod } from '@shutterday/domain';
import { Link } from 'react-router';

const REASONS: Record<string, string> = {
  unpublished: 'This event is not open for orders yet. Please check back later or ask your studio.',
  archived: 'This event has closed and its photos can no longer be ordered online.',
  'ordering-closed': 'Online ordering for this event has closed.',
  'prepay-unavailable': 'Pre-orders are closed for this event.',
  'gallery-unavailable': 'Gallery orders are not open for this event.',
  'rspo-restricted': 'Pre-orders are not accepted for this event.',
  'online-orders-closed': ONLINE_ORDERS_CLOSED,
};

interface JobUnavailableViewProps {
  jobName: string;
  availability: CustomerJobAvailability;
  method: OrderMethod | null;
  eventsHref: string;
  searchHref: string;
  /** Offered when the other order method is still open. */
  onSwitchMethod?: (method: OrderMethod) => void;
}

/** Why a job cannot be ordered from (spec §2 `:jobId/unavailable`), with the ways that remain. */
export function JobUnavailableView({ jobName, availability, method, eventsHref, searchHref, onSwitchMethod }: JobUnavailableViewProps) {
  const gate = isJobAvailable(availability);
  const methodGate = method ? availability.methods[method] : ({ ok: true } as const);
  const closed = !availability.onlineOrders.open;
  const reason = !gate.ok ? gate.reason : closed ? 'online-orders-closed' : !methodGate.ok ? methodGate.reason : null;
  const other = method === 'Prepay' ? 'Gallery' : 'Prepay';
  const otherOpen = gate.ok && !closed && method !== null && availability.methods[other].ok;
  return (
    <section className="sdc-panel" aria-labelledby="sdc-unavailable-title">
      <h1 id="sdc-unavailable-title">{reason ? `${jobName} is not available` : `${jobName} is open`}</h1>
      <p>{reason === 'ordering-closed' && availability.orderingClosesOn ? orderingClosedMessage(availability.orderingClosesOn) : reason ? REASONS[reason] : 'You can order photos from this event.'}</p>
      {(!reason || otherOpen) && (
        <p>
          {otherOpen && onSwitchMethod ? (
            <button type="button" className="sdc-button" onClick={() => onSwitchMethod(other)}>
              {other === 'Gallery' ? 'Order from the gallery instead' : 'Pre-order instead'}
            </button>
          ) : (
            <Link to={searchHref}>Find your photos</Link>
          )}
        </p>
      )}
      <p>
        <Link to={eventsHref}>See this studio's other events</Link>
      </p>
    </section>
  );
}
