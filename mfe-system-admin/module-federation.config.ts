/** Remote `systemAdmin`: one exposed app entry, mounted by the shell with its basename. */
export default {
  name: 'systemAdmin',
  exposes: { './App': './src/export-app.tsx' },
};
