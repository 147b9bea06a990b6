/**
 * No import cycles (issue 12, "the rules module is laid out by the rules … no import cycles"): the modules under
 * src/ and commands/ form a directed acyclic graph of runtime imports. Type-only imports (`import type`, or
 * braces whose every name is `type`) are erased by TypeScript and do not count. Mutual recursion between two rules
 * sections goes through an explicit binding instead (src/games/riftbound/rules/derived.ts).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (name === "generated") continue;
    if (statSync(p).isDirectory()) out.push(...files(p));
    else if (name.endsWith(".ts")) out.push(p);
  }
  return out;
}

/** The repository-relative files a module imports at runtime (relative specifiers only). */
function runtimeImports(file: string, known: Set<string>): string[] {
  const sf = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const st of sf.statements) {
    let spec: string | undefined;
    if (ts.isImportDeclaration(st)) {
      const c = st.importClause;
      if (c?.isTypeOnly) continue;
      const nb = c?.namedBindings;
      if (
        c &&
        !c.name &&
        nb &&
        ts.isNamedImports(nb) &&
        nb.elements.length > 0 &&
        nb.elements.every((e) => e.isTypeOnly)
      )
        continue;
      spec = (st.moduleSpecifier as ts.StringLiteral).text;
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && !st.isTypeOnly) {
      spec = (st.moduleSpecifier as ts.StringLiteral).text;
    }
    if (!spec?.startsWith(".")) continue;
    const t = relative(root, resolve(dirname(file), spec.replace(/\.js$/, ".ts")));
    if (known.has(t)) out.push(t);
  }
  return out;
}

/** Strongly connected components with more than one module (Tarjan), each sorted. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const comp: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1) out.push(comp.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

const all = [...files(join(root, "src")), ...files(join(root, "commands"))];
const known = new Set(all.map((f) => relative(root, f)));
const graph = new Map(all.map((f) => [relative(root, f), runtimeImports(f, known)]));
const found = cycles(graph);

describe("import cycles", () => {
  it("no module of src/ or commands/ imports itself back through others", () => {
    expect(found.map((c) => c.join(" "))).toEqual([]);
  });

  it("finds a cycle when there is one (the check itself works)", () => {
    const g = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(cycles(g)).toEqual([["a", "b", "c"]]);
  });
});
