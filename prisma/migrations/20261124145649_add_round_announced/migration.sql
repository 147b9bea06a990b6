-- AlterTable
ALTER TABLE "league_rounds" ADD COLUMN "announced_at" DATETIME;

-- Rounds that existed before were announced when they opened: only later rounds can be left unannounced.
UPDATE "league_rounds" SET "announced_at" = "started_at";
