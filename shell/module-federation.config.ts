/** The host: it knows no remote at build time (they come from /remotes.json at start). */
export default {
  name: 'shell',
  runtimePlugins: [require.resolve('./src/federation/runtime-plugin.ts')],
};
