import { FACADE_NAMES_FILE, FACADE_NAMES_MAX, FACADE_PACKAGES_MAX, facadeProblems, readFacadeNames } from '../facade-names';

const shell = {
  provides: { antd: ['Button', 'Modal', 'Table'], '@ant-design/icons': ['CloseOutlined'], 'react-router': ['Link', 'Route', 'Routes', 'useNavigate'] },
};

describe('the facade names a release imports', () => {
  it('accepts a remote that imports only names the shell provides', () => {
    expect(facadeProblems('customer', { imports: { antd: ['Button', 'Modal'], 'react-router': ['Link'], '@ant-design/icons': [] } }, shell)).toEqual([]);
    expect(facadeProblems('customer', { imports: {} }, shell)).toEqual([]);
  });

  it('refuses a name the shell lacks, naming the remote, the package and every missing name', () => {
    expect(facadeProblems('customer', { imports: { antd: ['Button', 'Tour', 'Segmented', 'Tour'], 'react-router': ['useBlocker'], '@ant-design/icons': ['CloseOutlined'] } }, shell)).toEqual([
      'customer imports Segmented, Tour from antd, which the shell’s antd does not provide; upgrade the shell first (build it with those names and restart the server).',
      'customer imports useBlocker from react-router, which the shell’s react-router does not provide; upgrade the shell first (build it with those names and restart the server).',
    ]);
  });

  it('shows at most twenty missing names of one package and counts the rest', () => {
    const many = Array.from({ length: 23 }, (_, i) => `Name${String(i).padStart(2, '0')}`);
    const [problem] = facadeProblems('studioAdmin', { imports: { antd: many } }, shell);
    expect(problem).toBe(`studioAdmin imports ${many.slice(0, 20).join(', ')} and 3 more from antd, which the shell’s antd does not provide; upgrade the shell first (build it with those names and restart the server).`);
  });

  it('leaves alone a package the shell does not share through a facade', () => {
    expect(facadeProblems('customer', { imports: { 'jotai/utils': ['atomWithStorage'] } }, shell)).toEqual([]);
  });
});

describe(`reading ${FACADE_NAMES_FILE}`, () => {
  it('keeps each package’s names, once each and sorted', () => {
    expect(readFacadeNames({ provides: { antd: ['Table', 'Button', 'Button'] }, imports: { '@ant-design/icons': ['CloseOutlined'], 'jotai/utils': [] } })).toEqual({
      provides: { antd: ['Button', 'Table'] },
      imports: { '@ant-design/icons': ['CloseOutlined'], 'jotai/utils': [] },
    });
  });

  it('refuses what is not one: missing lists, odd package names, names that are no export, lists too long', () => {
    expect(() => readFacadeNames(null)).toThrow(`This is not a ${FACADE_NAMES_FILE} (provides: not an object of name lists).`);
    expect(() => readFacadeNames({ provides: {}, imports: [] })).toThrow('(imports: not an object of name lists)');
    expect(() => readFacadeNames({ provides: { '../antd': ['Button'] }, imports: {} })).toThrow('a package name that is not one');
    expect(() => readFacadeNames({ provides: { antd: ['Button\u0000'] }, imports: {} })).toThrow('antd lists something that is not an export name');
    expect(() => readFacadeNames({ provides: { antd: [5] }, imports: {} })).toThrow('antd lists something that is not an export name');
    expect(() => readFacadeNames({ provides: { antd: new Array(FACADE_NAMES_MAX + 1).fill('Button') }, imports: {} })).toThrow(`antd is not a list of at most ${FACADE_NAMES_MAX} names`);
    const packages = Object.fromEntries(Array.from({ length: FACADE_PACKAGES_MAX + 1 }, (_, i) => [`package-${i}`, []]));
    expect(() => readFacadeNames({ provides: {}, imports: packages })).toThrow(`(imports: more than ${FACADE_PACKAGES_MAX} packages)`);
  });
});
