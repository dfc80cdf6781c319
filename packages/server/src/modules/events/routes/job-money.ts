import { staffAbilities, withoutJobMoney, type Job } from '@shutterday/domain';
import type { FastifyInstance } from 'fastify';

const isJob = (value: unknown): value is Job => typeof value === 'object' && value !== null && 'ordersByMethod' in value;

/**
 * Every job these routes answer (one, or a page of them) reaches a viewer who may not see payments without its
 * amounts (domain `withoutJobMoney`): a job's editors read its orders counted, never its revenue.
 */
export function leaveJobMoneyOut(instance: FastifyInstance): void {
  instance.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!request.user || staffAbilities(request.user).seeMoney) return payload;
    const data = (payload as { data?: unknown } | null)?.data;
    if (isJob(data)) return { ...(payload as object), data: withoutJobMoney(data) };
    const items = (data as { resultItems?: unknown } | undefined)?.resultItems;
    if (Array.isArray(items)) return { ...(payload as object), data: { ...(data as object), resultItems: items.map((item) => (isJob(item) ? withoutJobMoney(item) : item)) } };
    return payload;
  });
}
