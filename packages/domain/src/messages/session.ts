/** The login page, reached because the session ended on its own (tokens refused, a logout in another tab). */
export const SESSION_ENDED_MESSAGE = 'Your session ended; log in again to carry on';

/** A form whose session ended, back after the login with what had been typed. */
export const DRAFT_RESTORED_MESSAGE = 'Your unsaved changes were put back';
