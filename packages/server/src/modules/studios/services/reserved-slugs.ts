import { isReservedSlug as isPlatformRoute } from '@shutterday/domain';

// Besides the platform's routes (domain RESERVED_SLUGS), the server keeps /media free for image hosting.
const SERVER_RESERVED = ['media'];

export function isReservedSlug(slug: string): boolean {
  return isPlatformRoute(slug) || SERVER_RESERVED.includes(slug.trim().toLowerCase());
}
