-- AlterTable
ALTER TABLE "guild_settings" ADD COLUMN     "reminder_hours" TEXT,
ADD COLUMN     "vacation_max_days" INTEGER NOT NULL DEFAULT 14;

-- AlterTable
ALTER TABLE "players" ADD COLUMN     "locale" TEXT,
ADD COLUMN     "reminder_hours" TEXT;
