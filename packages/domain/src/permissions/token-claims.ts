/**
 * Claims of the access token (spec §3 "Token claims"). `permission` is one string or a list;
 * `studio_id` is null for a system administrator who belongs to no studio.
 */
export interface TokenClaims {
  name: string;
  email: string;
  nameid: string;
  permission: string | string[];
  studio_id: number | null;
  /**
   * The user's authorization version when the token was issued: the server refuses the token once
   * the user is switched off or their permissions, password or studio change (docs/security.md).
   */
  auth_version: number;
  /** Spec's rspoJob: the user is kept away from jobs and organizations; the server refuses those routes to them. */
  rspo_job: boolean;
  exp: number;
}
