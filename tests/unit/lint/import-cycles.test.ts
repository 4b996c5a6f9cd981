import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * No import cycles in the source folders: every relative import counts, `import type`, `export ... from`
 * and `import()` included (a type-only cycle still ties two modules together). A cycle is broken by
 * moving the shared declaration to a module both sides depend on.
 */
const root = resolve(__dirname, '../../..');
const FOLDERS = ['runtime', 'widgets', 'schemas', 'models', 'server', 'business-screens', 'designer'];
const SKIP = new Set(['node_modules', 'migrations', 'locales']);

function sources(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) sources(path, out);
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(path);
    }
  }
  return out;
}

/** The relative imports of each file, resolved to source files (other targets, e.g. JSON or CSS, cannot import back). */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const target = (from: string, spec: string) => {
    const base = resolve(dirname(from), spec);
    return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((f) => known.has(f));
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const deps = importedFiles
      .filter((i) => i.fileName.startsWith('.'))
      .map((i) => target(file, i.fileName))
      .filter((f): f is string => f !== undefined);
    graph.set(file, [...new Set(deps)]);
  }
  return graph;
}

/** Strongly connected components of more than one file (or a file importing itself): Tarjan's algorithm. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)!.includes(v)) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('import cycles', () => {
  it('finds a planted cycle', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(cycles(graph).map((c) => [...c].sort())).toEqual([['a', 'b', 'c']]);
  });

  it('the source folders have none', () => {
    const files = FOLDERS.flatMap((folder) => sources(join(root, folder)));
    expect(files.length).toBeGreaterThan(100);
    const found = cycles(importGraph(files)).map((c) => c.map((f) => relative(root, f)).sort().join(' <-> '));
    expect(found).toEqual([]);
  });
});
