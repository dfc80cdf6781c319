import { InProcessQueue } from '../in-process-queue';
import { QUEUE_ATTEMPTS } from '../queue';

describe('the in-process queue (the embedded database\'s job queue)', () => {
  it('retries a failing job, tells the handler its last try, and keeps one waiting job per key', async () => {
    const queue = new InProcessQueue(1, 1);
    const tries: Array<{ id: number; attempt: number; lastAttempt: boolean }> = [];
    // Sent before a worker exists: both sends of photo 2 find the first one still waiting.
    await queue.send('photos', { id: 1 });
    await queue.send('photos', { id: 2 }, { key: 'image-2' });
    await queue.send('photos', { id: 2 }, { key: 'image-2' });
    await queue.work<{ id: number }>('photos', async ({ data, attempt, lastAttempt }) => {
      tries.push({ id: data.id, attempt, lastAttempt });
      if (data.id === 1) throw new Error('always fails');
    });
    await queue.idle();
    expect(tries.filter((t) => t.id === 1)).toEqual(Array.from({ length: QUEUE_ATTEMPTS }, (_, i) => ({ id: 1, attempt: i + 1, lastAttempt: i + 1 === QUEUE_ATTEMPTS })));
    expect(tries.filter((t) => t.id === 2)).toEqual([{ id: 2, attempt: 1, lastAttempt: false }]);
    await queue.stop();
  });

  it('runs at most its concurrency at once and takes nothing more once stopped', async () => {
    const queue = new InProcessQueue(2, 1);
    let running = 0;
    let most = 0;
    let done = 0;
    await queue.work('photos', async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      done += 1;
    });
    for (let i = 0; i < 10; i += 1) await queue.send('photos', { i });
    await queue.idle();
    expect([most, done]).toEqual([2, 10]);
    await queue.stop();
    await queue.send('photos', { i: 11 });
    await queue.idle();
    expect(done).toBe(10);
  });
});
