-- CreateTable
CREATE TABLE "leagues" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "guild_id" TEXT NOT NULL,
    "channel_id" TEXT NOT NULL,
    "organiser_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "format" TEXT NOT NULL DEFAULT 'standard',
    "swiss_rounds" INTEGER NOT NULL,
    "round_hours" INTEGER NOT NULL,
    "top_cut" INTEGER NOT NULL DEFAULT 0,
    "clock_hours" INTEGER NOT NULL,
    "registration_ends_at" DATETIME,
    "reveal_decks" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'registering',
    "current_round" INTEGER NOT NULL DEFAULT 0,
    "seed" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "league_entries" (
    "league_id" TEXT NOT NULL,
    "player_id" TEXT NOT NULL,
    "deck_text" TEXT NOT NULL,
    "joined_round" INTEGER NOT NULL DEFAULT 0,
    "dropped_round" INTEGER,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("league_id", "player_id"),
    CONSTRAINT "league_entries_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "league_rounds" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "league_id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "started_at" DATETIME NOT NULL,
    "deadline_at" DATETIME NOT NULL,
    "closed_at" DATETIME,
    CONSTRAINT "league_rounds_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "league_pairings" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "round_id" TEXT NOT NULL,
    "table_no" INTEGER NOT NULL,
    "player_a" TEXT NOT NULL,
    "player_b" TEXT,
    "match_id" TEXT,
    "status" TEXT NOT NULL DEFAULT 'playing',
    "games_a" INTEGER NOT NULL DEFAULT 0,
    "games_b" INTEGER NOT NULL DEFAULT 0,
    "draws" INTEGER NOT NULL DEFAULT 0,
    "source" TEXT,
    "decided_at" DATETIME,
    CONSTRAINT "league_pairings_round_id_fkey" FOREIGN KEY ("round_id") REFERENCES "league_rounds" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "league_overrides" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "league_id" TEXT NOT NULL,
    "pairing_id" TEXT NOT NULL,
    "organiser_id" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "before_json" TEXT NOT NULL,
    "after_json" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "league_overrides_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "leagues" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "leagues_status_idx" ON "leagues"("status");

-- CreateIndex
CREATE UNIQUE INDEX "leagues_guild_id_name_key" ON "leagues"("guild_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "league_rounds_league_id_number_key" ON "league_rounds"("league_id", "number");

-- CreateIndex
CREATE UNIQUE INDEX "league_pairings_match_id_key" ON "league_pairings"("match_id");

-- CreateIndex
CREATE INDEX "league_pairings_round_id_idx" ON "league_pairings"("round_id");

-- CreateIndex
CREATE INDEX "league_overrides_league_id_idx" ON "league_overrides"("league_id");
