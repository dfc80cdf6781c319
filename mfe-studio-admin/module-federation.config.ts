/** Remote `studioAdmin`: one exposed app entry, mounted by the shell with its basename. */
export default {
  name: 'studioAdmin',
  exposes: { './App': './src/export-app.tsx' },
};
