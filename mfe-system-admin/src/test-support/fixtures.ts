import type { StudioSummary } from '@shutterday/domain';

export function studio(overrides: Partial<StudioSummary> = {}): StudioSummary {
  return { id: 1, name: 'Demo Photo Co', slug: 'demo', rspoEnabled: true, stripeVerified: true, payoutsConnected: true, jobCount: 3, status: 'active', createdAt: '2026-01-05T10:00:00.000Z', ...overrides };
}
