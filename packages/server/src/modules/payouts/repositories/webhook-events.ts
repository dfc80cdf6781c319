import type { Executor } from '../../../db/client';
import { webhookEvents } from '../../../db/schema';

export const webhookEventsRepository = {
  /** True when the event is new; false when it was received before (then nothing is to be done). */
  async claim(db: Executor, event: { id: string; type: string; objectId: string | null; payload: unknown }): Promise<boolean> {
    const rows = await db
      .insert(webhookEvents)
      .values({ eventId: event.id, type: event.type, objectId: event.objectId, payload: event.payload })
      .onConflictDoNothing({ target: webhookEvents.eventId })
      .returning({ eventId: webhookEvents.eventId });
    return rows.length > 0;
  },
};
