// Adds lock entries for platform-specific optional packages the local registry mirror does not serve, so that
// `npm ci` validates; npm skips them on this platform by their os/cpu/libc fields.
import fs from "node:fs";
const file = process.argv[2] ?? "package-lock.json";
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const pk = lock.packages;
function platform(name) {
  const n = name.split("/").pop();
  const os = /android/.test(n)
    ? "android"
    : /darwin/.test(n)
      ? "darwin"
      : /win32/.test(n)
        ? "win32"
        : /linux/.test(n)
          ? "linux"
          : /freebsd/.test(n)
            ? "freebsd"
            : null;
  const cpu = /arm64|aarch64/.test(n)
    ? "arm64"
    : /x64/.test(n)
      ? "x64"
      : /riscv64/.test(n)
        ? "riscv64"
        : /arm-|gnueabihf/.test(n)
          ? "arm"
          : /ia32/.test(n)
            ? "ia32"
            : null;
  const libc = os === "linux" ? (/musl/.test(n) ? "musl" : "glibc") : null;
  return { os, cpu, libc };
}
let added = 0;
for (const [key, meta] of Object.entries(pk)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = key === "" ? "" : `${key}/`;
    if (pk[`${base}node_modules/${dep}`] || pk[`node_modules/${dep}`]) continue;
    const { os, cpu, libc } = platform(dep);
    if (!os || !cpu) {
      console.error(`skip ${dep}: unknown platform`);
      continue;
    }
    const entry = {
      version,
      ...(meta.dev ? { dev: true } : {}),
      optional: true,
      os: [os],
      cpu: [cpu],
      ...(libc ? { libc: [libc] } : {}),
    };
    pk[`node_modules/${dep}`] = entry;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pk).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} entries`);
