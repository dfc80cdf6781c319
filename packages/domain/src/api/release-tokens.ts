import * as v from 'valibot';
import { requiredText } from '../validation/bounded';
import { EntityId } from './params';
import { RemoteNameParam, type ReleaseRemote } from './releases';
import { RELEASE_TOKEN_NAME_TAKEN } from '../messages/conflicts';

/**
 * A remote team's release token (docs/remotes.md "A team's path to production"): it publishes releases of
 * one remote and, when the system administrator allows it, promotes them, starts a canary and rolls back,
 * and nothing else. Only its SHA-256 is stored; the secret is shown once, when it is made.
 */
export const RELEASE_TOKEN_PREFIX = 'sdrt_';
/** `sdrt_` and 32 random bytes in base64url. */
export const RELEASE_TOKEN = /^sdrt_[A-Za-z0-9_-]{43}$/;
/** Names are short labels ("Customer team CI"): they name the team in every deploy record. */
export const RELEASE_TOKEN_NAME_MAX = 60;

export const ReleaseTokenCreate = v.strictObject({
  name: requiredText(RELEASE_TOKEN_NAME_MAX),
  remote: RemoteNameParam,
  /** Besides publishing: promote, canary and roll back its remote. */
  mayMove: v.boolean('This value must be true or false'),
});
export type ReleaseTokenCreate = v.InferOutput<typeof ReleaseTokenCreate>;
export const ReleaseTokenParams = v.object({ releaseTokenId: EntityId });

export interface ReleaseTokenSummary {
  id: number;
  name: string;
  remote: ReleaseRemote;
  mayMove: boolean;
  createdBy: string;
  createdAt: string;
  /** The last release call it made; null when never used. */
  lastUsedAt: string | null;
}

/** The answer to making one: the secret, shown this once. */
export interface CreatedReleaseToken {
  token: ReleaseTokenSummary;
  secret: string;
}

export const RELEASE_TOKEN_MESSAGES = {
  nameTaken: RELEASE_TOKEN_NAME_TAKEN,
  notFound: 'Release token not found',
  otherRemote: (remote: ReleaseRemote) => `This release token ships the ${remote} remote only.`,
  mayNotMove: 'This release token may publish releases only: a system administrator promotes, starts canaries and rolls back.',
} as const;
