/** The organization name is unique within a studio, ignoring case (checked as you type, spec §5). */
export const ORGANIZATION_NAME_TAKEN_MESSAGE = 'An organization with this name already exists';
/** Spec: delete is refused while a job of the organization has orders (they must stay traceable). */
export const ORGANIZATION_HAS_ORDERS_MESSAGE = 'This organization has jobs with orders, so it cannot be deleted. Archive its jobs instead.';
