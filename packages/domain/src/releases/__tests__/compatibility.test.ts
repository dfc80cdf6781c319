import { compatibilityProblems, MANIFEST_LIST_MAX, readManifestContract, requiredRange, type SharedModule } from '../compatibility';

const shellShares: SharedModule[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '19.3.1', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '19.3.1', singleton: true },
  { name: 'antd', version: '6.6.8', requiredVersion: '6.6.8', singleton: true },
];
const shell = { shared: shellShares, runtimeVersion: '2.9.2' };
const release = (shared: SharedModule[], exposes = ['./App'], name = 'customer', runtimeVersion: string | null = '2.9.2') => ({ name, shared, exposes, runtimeVersion });

describe('the compatibility gate of a release', () => {
  it('accepts a release built against the versions the shell provides, or older ones of the same major', () => {
    expect(compatibilityProblems('customer', release(shellShares), shell)).toEqual([]);
    expect(compatibilityProblems('customer', release([{ name: 'react', version: '19.0.0', requiredVersion: '19.0.0', singleton: true }]), shell)).toEqual([]);
  });

  it('refuses a React major the shell does not provide, naming the package and both versions', () => {
    const problems = compatibilityProblems('customer', release([{ name: 'react', version: '18.3.1', requiredVersion: '18.3.1', singleton: true }]), shell);
    expect(problems).toEqual(['react: the release requires 18.3.1 (^18.3.1) but the shell provides 19.3.1 (the shell accepts ^19.3.1; a release outside it waits for a shell upgrade to that version).']);
    expect(compatibilityProblems('customer', release([{ name: 'react', version: '20.0.0', requiredVersion: '20.0.0', singleton: true }]), shell)).toEqual([
      'react: the release requires 20.0.0 (^20.0.0) but the shell provides 19.3.1 (the shell accepts ^19.3.1; a release outside it waits for a shell upgrade to that version).',
    ]);
  });

  it('accepts a later patch or minor inside the range the shell declares, and refuses one outside it', () => {
    expect(compatibilityProblems('customer', release([{ name: 'antd', version: '6.6.9', requiredVersion: '6.6.9', singleton: true }]), shell)).toEqual([]);
    expect(compatibilityProblems('customer', release([{ name: 'antd', version: '6.7.0', requiredVersion: '6.7.0', singleton: true }]), shell)).toEqual([]);
    const strictShell = { ...shell, shared: [{ name: 'antd', version: '6.6.8', requiredVersion: '~6.6.8', singleton: true }] };
    expect(compatibilityProblems('customer', release([{ name: 'antd', version: '6.7.0', requiredVersion: '6.7.0', singleton: true }]), strictShell)).toEqual([
      'antd: the release requires 6.7.0 (^6.7.0) but the shell provides 6.6.8 (the shell accepts >=6.6.8 <6.7.0-0; a release outside it waits for a shell upgrade to that version).',
    ]);
  });

  it('honours an explicit range as written', () => {
    expect(compatibilityProblems('customer', release([{ name: 'react', version: '18.3.1', requiredVersion: '>=18 <20', singleton: true }]), shell)).toEqual([]);
    expect(compatibilityProblems('customer', release([{ name: 'react', version: '18.3.1', requiredVersion: 'not a range', singleton: true }]), shell)).toEqual([
      'react: the release requires "not a range", which is not a version range.',
    ]);
  });

  it('leaves alone what is no singleton, what the shell does not share, and what accepts any version', () => {
    const free = [
      { name: 'react', version: '18.0.0', requiredVersion: '18.0.0', singleton: false },
      { name: 'left-pad', version: '1.0.0', requiredVersion: '1.0.0', singleton: true },
      { name: 'antd', version: '5.0.0', requiredVersion: false as const, singleton: true },
      { name: 'react-dom', version: '5.0.0', requiredVersion: '*', singleton: true },
    ];
    expect(compatibilityProblems('customer', release(free), shell)).toEqual([]);
  });

  it('refuses a build that is another remote or does not expose the App the shell mounts', () => {
    expect(compatibilityProblems('customer', release([], ['./Widget'], 'studioAdmin'), shell)).toEqual([
      'The build is the remote "studioAdmin", not "customer".',
      'The build does not expose ./App, the module the shell mounts (it exposes ./Widget).',
    ]);
    expect(compatibilityProblems('customer', release([], []), shell)).toEqual(['The build does not expose ./App, the module the shell mounts (it exposes nothing).']);
  });

  it('refuses a build made with another federation runtime than the shell provides, or one that does not say', () => {
    expect(compatibilityProblems('customer', release(shellShares, ['./App'], 'customer', '2.10.0'), shell)).toEqual([
      "The release was built with the federation runtime 2.10.0 but the shell provides 2.9.2: a remote runs on the shell's runtime, so build it with the shell's @module-federation/enhanced.",
    ]);
    const unsaid = 'The federation runtime version is missing from the release’s or the shell’s mf-manifest.json (metaData.pluginVersion).';
    expect(compatibilityProblems('customer', release(shellShares, ['./App'], 'customer', null), shell)).toEqual([unsaid]);
    expect(compatibilityProblems('customer', release(shellShares), { ...shell, runtimeVersion: null })).toEqual([unsaid]);
  });

  it('reads the range of a required version', () => {
    expect(requiredRange('19.3.1')).toBe('^19.3.1');
    expect(requiredRange(undefined)).toBe('*');
    expect(requiredRange('~6.6.0')).toBe('>=6.6.0 <6.7.0-0');
    expect(requiredRange('nonsense')).toBeNull();
  });
});

describe('reading a federation manifest', () => {
  const manifest = {
    name: 'customer',
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: '19.3.1', singleton: true },
      { name: 'jotai', version: '3.0.1', requiredVersion: false },
      { name: 'broken' },
      null,
    ],
    exposes: [{ id: 'customer:App', name: 'App', path: './App' }, { path: 5 }, null],
    metaData: { name: 'customer', pluginVersion: '2.9.2' },
  };

  it('keeps the name, the well-formed shared modules, the exposed paths and the runtime version', () => {
    expect(readManifestContract(manifest)).toEqual({
      name: 'customer',
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: '19.3.1', singleton: true },
        { name: 'jotai', version: '3.0.1', requiredVersion: false, singleton: false },
      ],
      exposes: ['./App'],
      runtimeVersion: '2.9.2',
    });
    expect(readManifestContract({ ...manifest, metaData: { pluginVersion: 'x\u0000' } }).runtimeVersion).toBeNull();
  });

  it('refuses what is not a manifest, or one too long to be a build', () => {
    expect(() => readManifestContract(null)).toThrow('This is not a Module Federation manifest');
    expect(() => readManifestContract({ name: 'x\u0000', shared: [], exposes: [] })).toThrow('This is not a Module Federation manifest');
    expect(() => readManifestContract({ name: 'customer', shared: {}, exposes: [] })).toThrow('This is not a Module Federation manifest');
    expect(() => readManifestContract({ name: 'customer', shared: new Array(MANIFEST_LIST_MAX + 1).fill({}), exposes: [] })).toThrow(`more than ${MANIFEST_LIST_MAX}`);
  });
});
