import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

// The server's rooms keep to themselves: a module reaches another only through that module's index.ts,
// and no file of the server imports itself back through a chain of imports (type-only imports count).

const SRC = resolve(__dirname, '..');

/** The generic resource kit (list/get/create/update/delete routes and their repository) every area builds on; not an area. */
const SHARED_KITS = new Set(['resource']);

type Graph = Map<string, string[]>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every file of `files` with the files of the same tree it imports (static, dynamic and type-only imports, re-exports). */
function importGraph(files: string[], read = (file: string) => readFileSync(file, 'utf8'), exists = (file: string) => existsSync(file)): Graph {
  const resolveImport = (from: string, specifier: string): string | null => {
    if (!specifier.startsWith('.')) return null;
    const base = resolve(dirname(from), specifier.replace(/\.(m?js|ts)$/, ''));
    return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => exists(candidate)) ?? null;
  };
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(read(file), true, true);
      return [file, importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter((target): target is string => target !== null)];
    }),
  );
}

/** `modules/<area>/…` → the area; anything else (http, db, plugins, services, seed, test-support) → null. */
function areaOf(path: string): string | null {
  const parts = relative(SRC, path).split(sep);
  return parts[0] === 'modules' && parts.length > 2 ? parts[1]! : null;
}

/** Imports of one module's file into another module past that module's index.ts, as "from → to". */
function reachesInside(graph: Graph): string[] {
  const reaches: string[] = [];
  for (const [file, targets] of graph) {
    const area = areaOf(file);
    if (!area) continue;
    for (const target of targets) {
      const other = areaOf(target);
      if (!other || other === area || SHARED_KITS.has(other)) continue;
      if (target === join(SRC, 'modules', other, 'index.ts')) continue;
      reaches.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
    }
  }
  return reaches.sort();
}

/** The import cycles of the graph (Tarjan's strongly connected components of more than one file, or a file importing itself). */
function importCycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(relative(SRC, member));
    } while (member !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

describe('the server modules', () => {
  const graph = importGraph(sourceFiles(SRC));

  it('reach another module only through its index.ts', () => {
    expect(reachesInside(graph)).toEqual([]);
  });

  it('import no file back through a chain of imports', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('are told apart: a reach past an index.ts and a cycle are both found', () => {
    const at = (path: string) => join(SRC, path);
    const sources: Record<string, string> = {
      [at('modules/ordering/a.ts')]: "import { x } from '../events/repositories/jobs';\nimport { y } from '../events';\nimport { z } from '../resource/resource-routes';",
      [at('modules/events/repositories/jobs.ts')]: "import type { A } from '../../ordering/a';",
      [at('modules/events/index.ts')]: "export { x } from './repositories/jobs';",
    };
    const fake = importGraph(Object.keys(sources), (file) => sources[file]!, (file) => file in sources);
    expect(reachesInside(fake)).toEqual([
      `${join('modules', 'events', 'repositories', 'jobs.ts')} → ${join('modules', 'ordering', 'a.ts')}`,
      `${join('modules', 'ordering', 'a.ts')} → ${join('modules', 'events', 'repositories', 'jobs.ts')}`,
    ]);
    expect(importCycles(fake)).toEqual([[join('modules', 'events', 'index.ts'), join('modules', 'events', 'repositories', 'jobs.ts'), join('modules', 'ordering', 'a.ts')]]);
  });
});
