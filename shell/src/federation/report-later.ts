/** Reports a remote's failure from code every page carries: the reporting module loads on first use only. */
export function reportLater(name: string, kind: 'load' | 'render'): void {
  void import('./remote-failures').then((module) => module.reportRemoteFailure(name, kind)).catch(() => undefined);
}
