-- AlterTable
ALTER TABLE "players" ADD COLUMN "locale" TEXT;
ALTER TABLE "players" ADD COLUMN "reminder_hours" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_guild_settings" (
    "guild_id" TEXT NOT NULL PRIMARY KEY,
    "default_clock_hours" INTEGER NOT NULL DEFAULT 72,
    "league_mode" BOOLEAN NOT NULL DEFAULT false,
    "league_flags" TEXT NOT NULL DEFAULT '{}',
    "reminder_hours" TEXT,
    "vacation_max_days" INTEGER NOT NULL DEFAULT 14,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL
);
INSERT INTO "new_guild_settings" ("created_at", "default_clock_hours", "guild_id", "league_flags", "league_mode", "updated_at") SELECT "created_at", "default_clock_hours", "guild_id", "league_flags", "league_mode", "updated_at" FROM "guild_settings";
DROP TABLE "guild_settings";
ALTER TABLE "new_guild_settings" RENAME TO "guild_settings";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
