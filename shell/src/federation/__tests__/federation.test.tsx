import { render, screen, waitFor } from '@testing-library/react';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import shellRuntimePlugin from '../runtime-plugin';
import { isChunkLoadError, reloadOnce } from '../reload-once';
import { inlineRegistry, parseRegistry, registeredEntries } from '../remote-registry';
import { canaryBucket, withCanaries } from '../canary';
import { reportRemoteFailure } from '../remote-failures';
import { RemoteErrorBoundary } from '../remote-error-boundary';
import { RemoteUnavailableError } from '../remote-unavailable';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof shellRuntimePlugin>['errorLoadRemote']>>[0];
const failure = (lifecycle: ErrorArgs['lifecycle'], error: unknown = new Error('connect ECONNREFUSED')): ErrorArgs => ({
  id: 'studioAdmin/App',
  error,
  from: 'runtime',
  lifecycle,
  origin: {} as ModuleFederation,
});

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a remote that fails to load becomes a module whose App shows the area fallback', () => {
  const module = shellRuntimePlugin().errorLoadRemote!(failure('onLoad')) as { default: () => never };
  render(
    <div>
      <p>shell header</p>
      <RemoteErrorBoundary fallback={<p role="alert">Studio administration is unavailable right now</p>}>
        <module.default />
      </RemoteErrorBoundary>
    </div>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Studio administration is unavailable right now');
  expect(screen.getByText('shell header')).toBeInTheDocument();
  expect(() => module.default()).toThrow(RemoteUnavailableError);
});

test('earlier lifecycles are left alone; loadRemote reports them again as onLoad', () => {
  expect(shellRuntimePlugin().errorLoadRemote!(failure('afterResolve'))).toBeUndefined();
});

test('a removed chunk reloads the page once, then not again within the cooldown', () => {
  const reload = jest.fn();
  expect(reloadOnce(1_000_000, reload)).toBe(true);
  expect(reloadOnce(1_030_000, reload)).toBe(false);
  expect(reloadOnce(1_061_000, reload)).toBe(true);
  expect(reload).toHaveBeenCalledTimes(2);
});

test('chunk load errors are told apart from other failures', () => {
  const chunk = Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError' });
  expect(isChunkLoadError(chunk)).toBe(true);
  expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
});

test('the registry keeps the four known remotes with a manifest URL', () => {
  expect(
    parseRegistry({ customer: '/remotes/customer/mf-manifest.json', studioAdmin: '', unknown: 'x', orgEditor: 42 }),
  ).toEqual([{ name: 'customer', entry: '/remotes/customer/mf-manifest.json' }]);
  expect(parseRegistry(null)).toEqual([]);
});

test('the registry the server wrote into the page is read without a request; a page without one has none', () => {
  const doc = document.implementation.createHTMLDocument('page');
  expect(inlineRegistry(doc)).toBeNull();
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = 'sd-remotes';
  block.textContent = '{"customer":"/remotes/customer/mf-manifest.json"}';
  doc.head.append(block);
  expect(parseRegistry(inlineRegistry(doc))).toEqual([{ name: 'customer', entry: '/remotes/customer/mf-manifest.json' }]);
  block.textContent = '{not json';
  expect(inlineRegistry(doc)).toBeNull();
});

describe('canary releases', () => {
  const registry = {
    customer: '/releases/customer/aaaaaaaaaaaaaaaa/mf-manifest.json',
    studioAdmin: '/remotes/studioAdmin/mf-manifest.json',
    canary: { customer: { entry: '/releases/customer/cccccccccccccccc/mf-manifest.json', percent: 30 } },
  };

  test('a browser whose number is under the share gets the canary, the others the live release', () => {
    expect(parseRegistry(withCanaries(registry, 29))).toEqual([
      { name: 'customer', entry: '/releases/customer/cccccccccccccccc/mf-manifest.json' },
      { name: 'studioAdmin', entry: '/remotes/studioAdmin/mf-manifest.json' },
    ]);
    expect(parseRegistry(withCanaries(registry, 30))[0]).toEqual({ name: 'customer', entry: '/releases/customer/aaaaaaaaaaaaaaaa/mf-manifest.json' });
    expect(withCanaries({ customer: 'x', canary: 'nonsense' }, 0)).toEqual({ customer: 'x' });
  });

  test("a browser's number is drawn once and kept; without storage it is in no canary", () => {
    localStorage.clear();
    const first = canaryBucket(localStorage);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(100);
    for (let load = 0; load < 5; load++) expect(canaryBucket(localStorage)).toBe(first);
    localStorage.setItem('shutterday:canary-bucket', 'garbage');
    expect(canaryBucket(localStorage)).toBeLessThan(100);
    const blocked = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => undefined };
    expect(canaryBucket(blocked)).toBe(100);
  });

  test('a remote that fails to render is reported once to the server with the manifest it came from', async () => {
    const beacon = jest.fn((_url: string, _init: RequestInit) => Promise.resolve({ ok: true, status: 204 } as Response));
    Object.defineProperty(globalThis, 'fetch', { value: beacon, configurable: true, writable: true });
    registeredEntries.set('customer', '/releases/customer/cccccccccccccccc/mf-manifest.json');
    const Throws = () => {
      throw new Error('the canary throws');
    };
    render(
      <RemoteErrorBoundary remote="customer" fallback={<p role="alert">unavailable</p>}>
        <Throws />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('unavailable');
    // The boundary's report loads its module first; a second report of the same remote sends nothing more.
    await waitFor(() => expect(beacon).toHaveBeenCalledTimes(1));
    reportRemoteFailure('customer', 'render');
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toBe('/api/remote-failures');
    expect(beacon.mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true, body: JSON.stringify({ remote: 'customer', entry: '/releases/customer/cccccccccccccccc/mf-manifest.json', kind: 'render' }) });
  });
});
