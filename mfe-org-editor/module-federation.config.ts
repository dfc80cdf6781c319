/** Remote `orgEditor`: one exposed app entry, mounted by the shell with its basename. */
export default {
  name: 'orgEditor',
  exposes: { './App': './src/export-app.tsx' },
};
