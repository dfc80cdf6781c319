import { orderByNumberQuery, orderLookupAtom, useOrderConfirmation } from '@shutterday/api-client';
import { parseRouteId } from '@shutterday/domain';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { OrderDownloads } from '../../../../features/order/components/order-downloads';
import { OrderEmailForm } from '../../../../features/order/components/order-email-form';
import { OrderPrints } from '../../../../features/order/components/order-prints';
import { OrderSummary } from '../../../../features/order/components/order-summary';
import { paidPrintsAtom } from '../../../../features/order/state/paid-prints-atom';
import { useSessionEntry } from '../../../../lib/session-records';
import { areaPath, useBasename } from '../../../../lib/basename-context';
import { ErrorPanel } from '../../../../lib/error-panel';
import { errorText, retryUnlessClientError } from '../../../../lib/retry-policy';
import { usePageTitle } from '@shutterday/ui/lean';

function safeJobId(value: string | undefined): number | null {
  try {
    return parseRouteId(value, 'jobId');
  } catch {
    return null;
  }
}

/**
 * `/:studioSlug/:jobId/order/:orderNumber` (checkout-order-confirmation). After the home page's lookup
 * it shows what the lookup kept; visited directly, it asks for the order's e-mail and looks it up.
 */
export default function OrderConfirmationRoute() {
  const { jobId: jobParam, orderNumber = '' } = useParams();
  const jobId = safeJobId(jobParam);
  const basename = useBasename();
  const kept = useAtomValue(orderLookupAtom);
  const [email, setEmail] = useState<string | null>(null);
  const keptOrder = kept && kept.order.jobId === jobId && kept.order.orderNumber === orderNumber ? kept.order : null;
  const lookup = useQuery({
    ...orderByNumberQuery({ jobId: jobId ?? 0, orderNumber, email: email ?? '' }),
    enabled: jobId !== null && !keptOrder && email !== null,
    retry: retryUnlessClientError,
  });
  // The confirmation read carries the download links; the home page's lookup does not.
  const lookupEmail = keptOrder ? kept!.email : lookup.data ? email : null;
  const confirmation = useOrderConfirmation(jobId ?? 0, orderNumber, jobId === null ? null : lookupEmail);
  const prints = useSessionEntry(paidPrintsAtom, jobId === null ? null : `${jobId}:${orderNumber}`).value ?? [];
  usePageTitle(`Order #${orderNumber}`);

  if (jobId === null) return <ErrorPanel title="This order link is not valid" message="Check the link in your order e-mail." />;
  // The confirmation is read fresh, so a refund made since the lookup shows; until it arrives, what the lookup found.
  const order = confirmation.data ?? keptOrder ?? lookup.data;
  return (
    <>
      {order ? (
        <>
          <OrderSummary order={order} />
          <OrderPrints jobId={order.jobId} prints={prints} />
          <OrderDownloads downloads={confirmation.data?.downloads ?? []} hrefFor={(linkId) => areaPath(basename, `download/${linkId}`)} />
        </>
      ) : (
        <OrderEmailForm
          orderNumber={orderNumber}
          onSubmit={(value) => (value === email ? void lookup.refetch() : setEmail(value))}
          pending={lookup.isFetching}
          error={lookup.isError ? errorText(lookup.error) : null}
        />
      )}
      <p>
        <Link to={areaPath(basename)}>Back to events</Link>
      </p>
    </>
  );
}
