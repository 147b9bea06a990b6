/**
 * Builds the JS that `npm start` runs (docs/performance.md, memAK): every `.ts` of src/ (with src/generated/),
 * commands/ and bench/memory-child.ts transformed by esbuild into dist/, layout kept, plus src/'s other files;
 * dist/data and dist/prisma link to the repository's, so paths built from `import.meta.url` resolve as from src/.
 * Under tsx every module costs ~3× its size (inline source maps, Node's source-map cache, the loader thread's
 * transform cache): ~45-60 MB of RSS for the bot's ~2,300 modules.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "dist");

/** Files under `dir` (relative to the root), following symbolic links. */
function walk(dir, files = []) {
  for (const name of readdirSync(join(root, dir))) {
    const rel = join(dir, name);
    if (statSync(join(root, rel)).isDirectory()) walk(rel, files);
    else files.push(rel);
  }
  return files;
}

rmSync(out, { recursive: true, force: true });
const files = [...walk("src"), ...walk("commands")];
const ts = files.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"));
buildSync({
  entryPoints: [...ts, "bench/memory-child.ts"].map((f) => join(root, f)),
  outdir: out,
  outbase: root,
  format: "esm",
  platform: "node",
  logLevel: "error",
});
for (const f of files.filter((f) => !f.endsWith(".ts"))) {
  mkdirSync(dirname(join(out, f)), { recursive: true });
  cpSync(join(root, f), join(out, f));
}
// Prisma's generated client imports its siblings as `./x.ts`.
for (const f of walk("dist/src/generated").filter((f) => f.endsWith(".js"))) {
  const text = readFileSync(join(root, f), "utf8");
  const fixed = text.replace(/((?:from |import\()\s*["'])(\.{1,2}\/[^"']*)\.ts(["'])/g, "$1$2.js$3");
  if (fixed !== text) writeFileSync(join(root, f), fixed);
}
for (const d of ["data", "prisma"]) symlinkSync(join("..", d), join(out, d));
