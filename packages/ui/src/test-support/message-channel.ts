/**
 * jsdom has no MessageChannel; antd's Select (rc-select) opens and closes through one as a macro task.
 * A test that opens a Select imports this first: postMessage runs the other port's handler on a timer.
 */
class TimerMessageChannel {
  port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = { postMessage: (data: unknown) => void setTimeout(() => this.port1.onmessage?.({ data })) };
}

if (typeof globalThis.MessageChannel === 'undefined') Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
