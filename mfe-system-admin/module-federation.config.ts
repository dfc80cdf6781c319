/** Remote `systemAdmin`: one exposed app entry, mounted by the shell with its basename. */
export default {
  name: 'systemAdmin',
  exposes: { './App': './src/export-app.tsx' },
  // Loads no remote and is loaded through the registry's manifest: the lean federation runtime (issue 24).
  leanRuntime: true,
};
