import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "prisma/config";

// Offline: the Prisma CLI downloads the native schema engine before `generate` unless this names an existing file.
// The stub only prints a hint; migrations use the WASM engine (scripts/wasm-migrate.ts). See docs/database.md.
const root = path.dirname(fileURLToPath(import.meta.url));
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(root, "scripts/no-schema-engine.sh");
process.env.CHECKPOINT_DISABLE ??= "1";

/**
 * Prisma CLI config. `schema` is the SQLite source of truth; `npm run db:generate` passes `--schema` for each
 * provider (prisma/schema.prisma and prisma/postgres/schema.prisma), which overrides it.
 */
export default defineConfig({
  schema: path.join(root, "prisma/schema.prisma"),
  migrations: { path: path.join(root, "prisma/migrations") },
});
