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
  exp: number;
}
