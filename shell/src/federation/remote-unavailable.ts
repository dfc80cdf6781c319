/** Thrown while rendering a remote that could not be loaded, so the area's error boundary shows its fallback. */
export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  readonly remoteId: string;

  constructor(remoteId: string, cause?: unknown) {
    super(`The remote module ${remoteId} could not be loaded`, { cause });
    this.remoteId = remoteId;
  }
}

/**
 * A stand-in module for a remote that failed to load. No React here: this file is part of the
 * federation runtime, which runs before the shared React is negotiated. Its App throws while
 * rendering, and the shell's error boundary around that area turns the throw into the fallback panel.
 */
export function unavailableRemoteModule(remoteId: string, cause: unknown) {
  const App = () => {
    throw new RemoteUnavailableError(remoteId, cause);
  };
  return { default: App, __esModule: true };
}
