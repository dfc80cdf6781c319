import { createCountdown } from '../countdown';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('runs out after its time', () => {
  const done = jest.fn();
  createCountdown(5000, done);
  jest.advanceTimersByTime(4999);
  expect(done).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(done).toHaveBeenCalledTimes(1);
});

test('holds while any reason remains and then resumes with the time it had left', () => {
  const done = jest.fn();
  const countdown = createCountdown(5000, done);
  jest.advanceTimersByTime(3000);
  countdown.hold('hover');
  countdown.hold('window-blur');
  jest.advanceTimersByTime(60_000);
  countdown.release('hover');
  jest.advanceTimersByTime(60_000);
  expect(done).not.toHaveBeenCalled();
  countdown.release('window-blur');
  jest.advanceTimersByTime(1999);
  expect(done).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(done).toHaveBeenCalledTimes(1);
});

test('a toast opened while the window is blurred waits for focus', () => {
  const done = jest.fn();
  const countdown = createCountdown(5000, done, ['window-blur']);
  jest.advanceTimersByTime(10_000);
  expect(done).not.toHaveBeenCalled();
  countdown.release('window-blur');
  jest.advanceTimersByTime(5000);
  expect(done).toHaveBeenCalled();
});
