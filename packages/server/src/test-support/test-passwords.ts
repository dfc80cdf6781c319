import type { Options } from '@node-rs/argon2';

/**
 * The argon2id cost of every password a test stores: the lowest the algorithm takes (well under a
 * millisecond a hash, against ≈ 15–60 ms at the server's cost). Only jest reaches it: `cheap-passwords.ts`
 * hands it to the server's `hashPassword` through jest's module registry, and the templates store the demo
 * logins with it (template.ts). A verify reads the cost from the stored hash, so logging in is as cheap.
 * What a server stores is checked at its own cost in `passwords.test.ts`.
 */
export const TEST_PASSWORD_COST: Options = { memoryCost: 64, timeCost: 1, parallelism: 1 };
