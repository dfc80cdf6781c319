import { render, screen } from '@testing-library/react';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import shellRuntimePlugin from '../runtime-plugin';
import { isChunkLoadError, reloadOnce } from '../reload-once';
import { inlineRegistry, parseRegistry, registerRemotesFromRegistry } from '../remote-registry';
import { ReportedFallback, reportRemoteFailure } from '../remote-failures';
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

test('a failed area reports its remote once to the server, and shows the fallback panel', async () => {
  const report = jest.fn((_url: string, _init: RequestInit) => Promise.resolve({ ok: true, status: 204 } as Response));
  Object.defineProperty(globalThis, 'fetch', { value: report, configurable: true, writable: true });
  render(<ReportedFallback remote="customer" area="Online ordering" />);
  expect(screen.getByRole('heading', { name: 'Online ordering is unavailable right now' })).toBeInTheDocument();
  reportRemoteFailure('customer');
  expect(report).toHaveBeenCalledTimes(1);
  expect(report.mock.calls[0]![0]).toBe('/api/remote-failures');
  expect(report.mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true, body: JSON.stringify({ remote: 'customer' }) });
});

test('a failed area given a canary sends back the ticket of this page view the registry gave with it', async () => {
  const report = jest.fn((_url: string, _init: RequestInit) => Promise.resolve({ ok: true, status: 204 } as Response));
  Object.defineProperty(globalThis, 'fetch', { value: report, configurable: true, writable: true });
  const ticket = `${'a'.repeat(16)}.AAAAAAAAAAAA.1800000000.${'B'.repeat(43)}`;
  const registry = { studioAdmin: '/releases/studioAdmin/aaaaaaaaaaaaaaaa/mf-manifest.json', tickets: { studioAdmin: ticket } };
  const answer = jest.fn(() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(registry) } as unknown as Response));
  await registerRemotesFromRegistry(answer);
  reportRemoteFailure('studioAdmin');
  expect(report.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: JSON.stringify({ remote: 'studioAdmin', ticket }) });
  // A remote given no canary reports without one.
  reportRemoteFailure('orgEditor');
  expect(report.mock.calls[1]![1]).toMatchObject({ body: JSON.stringify({ remote: 'orgEditor' }) });
});
