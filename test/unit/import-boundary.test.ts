/**
 * The table knows no game (issue 14): nothing under src/engine, src/services, src/bot or commands/ imports from a game's
 * folder (src/games/<game>/…) except through the game registry, src/games/index.ts. A game is reached through
 * the registry's installed modules, so adding one touches no core file.
 *
 * `KNOWN` lists the violations that still exist; it may only shrink. A new violation fails, and so does a listed
 * one that was fixed (remove it from the list), so the list always says exactly what is left.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const CORE = ["src/engine", "src/services", "src/bot", "commands"];
/** The one module of src/games the core may import. */
const REGISTRY = "src/games/index.ts";

/** Violations still present, as `importing file -> imported file` (both relative to the repository root). */
const KNOWN: readonly string[] = [];

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p));
    else if (/\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

/** Every relative import or export specifier of a TypeScript file (static, dynamic and type-only). */
function specifiers(text: string): string[] {
  const out: string[] = [];
  const re = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;
  for (const m of text.matchAll(re)) out.push(m[1]!);
  return out;
}

/** The repository-relative file an import specifier names (`.js` written for `.ts`, as the project imports). */
function target(from: string, spec: string): string {
  return relative(root, resolve(dirname(from), spec)).replace(/\.js$/, ".ts");
}

/** The core's imports into a game's folder other than through the registry. */
function violations(): string[] {
  const out: string[] = [];
  for (const dir of CORE) {
    for (const f of files(join(root, dir))) {
      for (const spec of specifiers(readFileSync(f, "utf8"))) {
        const t = target(f, spec);
        if (t.startsWith("src/games/") && t !== REGISTRY) out.push(`${relative(root, f)} -> ${t}`);
      }
    }
  }
  return [...new Set(out)].sort();
}

describe("import rule: src/engine, src/services, src/bot and commands/ reach games only through src/games/index.ts", () => {
  it("finds import, export and dynamic import specifiers", () => {
    const text = `import { a } from "../games/x/a.js";\nexport * from "./b.js";\nconst c = await import("../c.js");\nimport type { D } from '../d.js';`;
    expect(specifiers(text)).toEqual(["../games/x/a.js", "./b.js", "../c.js", "../d.js"]);
  });

  it("has no violations beyond the known list, and the known list is up to date", () => {
    expect(violations()).toEqual([...KNOWN].sort());
  });
});
