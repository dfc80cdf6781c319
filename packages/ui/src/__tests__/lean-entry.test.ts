import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

// The shell's public pages and the customer remote import @shutterday/ui/lean so that antd never loads
// for a parent; one antd import anywhere behind the entry would undo that silently.
function packagesBehind(entry: string, seen = new Set<string>()): Set<string> {
  const bare = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)) {
      if (!spec!.startsWith('.')) {
        bare.add(spec!);
        continue;
      }
      const base = resolve(dirname(file), spec!);
      const target = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => existsSync(candidate));
      if (target) visit(target);
    }
  };
  visit(entry);
  return bare;
}

test('the lean entry reaches neither antd nor the full ui entry', () => {
  const imported = [...packagesBehind(resolve(__dirname, '../lean.ts'))];
  expect(imported.filter((name) => /^(antd|@ant-design|rc-|@rc-component|@shutterday\/ui$)/.test(name))).toEqual([]);
  expect(imported).toContain('react');
});
