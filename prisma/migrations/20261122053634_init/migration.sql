-- CreateTable
CREATE TABLE "players" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "stop_settings" TEXT NOT NULL DEFAULT '{}',
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "guild_settings" (
    "guild_id" TEXT NOT NULL PRIMARY KEY,
    "default_clock_hours" INTEGER NOT NULL DEFAULT 72,
    "league_mode" BOOLEAN NOT NULL DEFAULT false,
    "league_flags" TEXT NOT NULL DEFAULT '{}',
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "saved_decks" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "owner_id" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "source_text" TEXT NOT NULL,
    "deck_json" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL,
    CONSTRAINT "saved_decks_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "players" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "matches" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "game" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "guild_id" TEXT,
    "channel_id" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'challenged',
    "config_json" TEXT NOT NULL,
    "seed" TEXT NOT NULL,
    "state_version" INTEGER NOT NULL DEFAULT 0,
    "snapshot" TEXT,
    "board_message_id" TEXT,
    "result_json" TEXT,
    "winner_seat" INTEGER,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "match_seats" (
    "match_id" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "player_id" TEXT NOT NULL,
    "deck_id" TEXT,
    "deck_json" TEXT,
    "dm_status" TEXT NOT NULL DEFAULT 'unknown',
    "joined_at" DATETIME,

    PRIMARY KEY ("match_id", "seat"),
    CONSTRAINT "match_seats_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "match_seats_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "match_seats_deck_id_fkey" FOREIGN KEY ("deck_id") REFERENCES "saved_decks" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "match_actions" (
    "match_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "seat" INTEGER NOT NULL,
    "action_json" TEXT NOT NULL,
    "resulting_version" INTEGER NOT NULL,
    "interaction_id" TEXT,
    "auto" BOOLEAN NOT NULL DEFAULT false,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("match_id", "seq"),
    CONSTRAINT "match_actions_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "match_clocks" (
    "match_id" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "allowance_seconds" INTEGER NOT NULL,
    "deadline_at" DATETIME,
    "remind_at" DATETIME,
    "reminded" BOOLEAN NOT NULL DEFAULT false,
    "claimable" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" DATETIME NOT NULL,

    PRIMARY KEY ("match_id", "seat"),
    CONSTRAINT "match_clocks_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "reminders" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "due_at" DATETIME NOT NULL,
    "match_id" TEXT,
    "seat" INTEGER,
    "payload_json" TEXT,
    "done" BOOLEAN NOT NULL DEFAULT false,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "reminders_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "saved_decks_owner_id_game_name_key" ON "saved_decks"("owner_id", "game", "name");

-- CreateIndex
CREATE INDEX "matches_status_idx" ON "matches"("status");

-- CreateIndex
CREATE INDEX "matches_guild_id_status_idx" ON "matches"("guild_id", "status");

-- CreateIndex
CREATE INDEX "match_seats_player_id_idx" ON "match_seats"("player_id");

-- CreateIndex
CREATE UNIQUE INDEX "match_actions_match_id_interaction_id_key" ON "match_actions"("match_id", "interaction_id");

-- CreateIndex
CREATE INDEX "match_clocks_deadline_at_idx" ON "match_clocks"("deadline_at");

-- CreateIndex
CREATE INDEX "reminders_done_due_at_idx" ON "reminders"("done", "due_at");

-- CreateIndex
CREATE INDEX "reminders_match_id_idx" ON "reminders"("match_id");
