import { JobOrdersList } from '../../../../features/job-orders/components/job-orders-list';

/** `orders/prepay`: the orders parents placed before picture day. */
export function PrepayOrdersRoute() {
  return (
    <JobOrdersList
      title="Prepay orders"
      orderMethod="Prepay"
      description="Orders parents placed before picture day, newest first. Open one to see its packages and amounts."
      emptyText="No prepay order yet. Parents order while the job's prepay window is open."
    />
  );
}

/** `orders/submitted`: every order the job has received, prepay and gallery. */
export function SubmittedOrdersRoute() {
  return (
    <JobOrdersList
      title="Submitted orders"
      description="Every order parents submitted for this job, prepay and gallery, newest first."
      emptyText="No order has been submitted for this job yet."
    />
  );
}
