import { QueryClient } from '@tanstack/react-query';
import { storeAnswer } from '../query-answer';

/** A read of `key` on its way, answered when the test says. */
function readOnItsWay(client: QueryClient, key: readonly unknown[]) {
  let answer!: (value: string) => void;
  const done = client.fetchQuery({ queryKey: key, queryFn: () => new Promise<string>((resolve) => (answer = resolve)) }).catch(() => 'cancelled');
  return { answer: (value: string) => answer(value), done };
}

test('a read asked before a write and answered after it does not put back what the write replaced', async () => {
  const client = new QueryClient();
  const read = readOnItsWay(client, ['payouts', 1]);
  await storeAnswer(client, ['payouts', 1], 'connected');
  read.answer('not connected');
  expect(await read.done).toBe('cancelled');
  expect(client.getQueryData(['payouts', 1])).toBe('connected');
});

test('a read of another key is left to finish', async () => {
  const client = new QueryClient();
  const other = readOnItsWay(client, ['payouts', 1, 'orders']);
  await storeAnswer(client, ['payouts', 1], 'connected');
  other.answer('orders');
  expect(await other.done).toBe('orders');
  expect(client.getQueryData(['payouts', 1, 'orders'])).toBe('orders');
});
