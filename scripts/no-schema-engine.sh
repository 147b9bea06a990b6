#!/bin/sh
# Stand-in for Prisma's native schema-engine binary, which cannot be downloaded offline. prisma.config.ts points
# PRISMA_SCHEMA_ENGINE_BINARY here so that `prisma generate`/`validate`/`format` skip the download.
# Migrations go through the WebAssembly engine instead: see docs/database.md.
echo "The native Prisma schema engine is not installed (offline setup). Use npm run db:migrate:* (scripts/wasm-migrate.ts)." >&2
exit 1
