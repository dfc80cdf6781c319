// The caller of a request, where both the plugins' request type and the modules that make it can import it
// (a module's type imported by the plugins' declarations would tie the two in a cycle).

/** The caller behind a valid access token. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  permissions: string[];
  studioId: number | null;
  isSystemAdmin: boolean;
  /** The authorization version the token carries; the guards compare it with the database's. */
  authVersion: number;
  /** Kept away from jobs and organizations (the token's rspo_job claim). */
  rspoJob: boolean;
}
