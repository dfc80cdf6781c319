/** Remote `customer`: one exposed app entry, mounted by the shell with its basename. */
export default {
  name: 'customer',
  exposes: { './App': './src/export-app.tsx' },
  // On every parent's page: the smallest federation runtime that still negotiates the shared libraries.
  leanRuntime: true,
};
