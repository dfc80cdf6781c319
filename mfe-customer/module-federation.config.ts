/** Remote `customer`: one exposed app entry, mounted by the shell with its basename. */
export default {
  name: 'customer',
  exposes: { './App': './src/export-app.tsx' },
};
