-- CreateTable
CREATE TABLE "players" (
    "id" TEXT NOT NULL,
    "stop_settings" TEXT NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "players_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "guild_settings" (
    "guild_id" TEXT NOT NULL,
    "default_clock_hours" INTEGER NOT NULL DEFAULT 72,
    "league_mode" BOOLEAN NOT NULL DEFAULT false,
    "league_flags" TEXT NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "guild_settings_pkey" PRIMARY KEY ("guild_id")
);

-- CreateTable
CREATE TABLE "saved_decks" (
    "id" TEXT NOT NULL,
    "owner_id" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "source_text" TEXT NOT NULL,
    "deck_json" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "saved_decks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "matches" (
    "id" TEXT NOT NULL,
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
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "matches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "match_seats" (
    "match_id" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "player_id" TEXT NOT NULL,
    "deck_id" TEXT,
    "deck_json" TEXT,
    "dm_status" TEXT NOT NULL DEFAULT 'unknown',
    "joined_at" TIMESTAMP(3),

    CONSTRAINT "match_seats_pkey" PRIMARY KEY ("match_id","seat")
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
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "match_actions_pkey" PRIMARY KEY ("match_id","seq")
);

-- CreateTable
CREATE TABLE "match_clocks" (
    "match_id" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "allowance_seconds" INTEGER NOT NULL,
    "deadline_at" TIMESTAMP(3),
    "remind_at" TIMESTAMP(3),
    "reminded" BOOLEAN NOT NULL DEFAULT false,
    "claimable" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "match_clocks_pkey" PRIMARY KEY ("match_id","seat")
);

-- CreateTable
CREATE TABLE "reminders" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "due_at" TIMESTAMP(3) NOT NULL,
    "match_id" TEXT,
    "seat" INTEGER,
    "payload_json" TEXT,
    "done" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reminders_pkey" PRIMARY KEY ("id")
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

-- AddForeignKey
ALTER TABLE "saved_decks" ADD CONSTRAINT "saved_decks_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "players"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "match_seats" ADD CONSTRAINT "match_seats_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "match_seats" ADD CONSTRAINT "match_seats_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "players"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "match_seats" ADD CONSTRAINT "match_seats_deck_id_fkey" FOREIGN KEY ("deck_id") REFERENCES "saved_decks"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "match_actions" ADD CONSTRAINT "match_actions_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "match_clocks" ADD CONSTRAINT "match_clocks_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
