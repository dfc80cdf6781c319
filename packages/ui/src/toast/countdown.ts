/**
 * A toast's remaining time that can be held for several reasons at once (hover, window blur): it only
 * runs again when every reason is gone, and resumes with the time it had left.
 */
export interface Countdown {
  hold(reason: string): void;
  release(reason: string): void;
  cancel(): void;
}

export function createCountdown(ms: number, onDone: () => void, initialHolds: string[] = []): Countdown {
  let remaining = ms;
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let finished = false;
  const holds = new Set(initialHolds);

  const run = () => {
    if (finished || timer !== null || holds.size > 0) return;
    startedAt = Date.now();
    timer = setTimeout(() => {
      finished = true;
      onDone();
    }, remaining);
  };
  const stop = () => {
    if (timer === null) return;
    clearTimeout(timer);
    timer = null;
    remaining = Math.max(0, remaining - (Date.now() - startedAt));
  };

  run();
  return {
    hold(reason) {
      holds.add(reason);
      stop();
    },
    release(reason) {
      holds.delete(reason);
      run();
    },
    cancel() {
      finished = true;
      stop();
    },
  };
}
