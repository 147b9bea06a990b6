-- CreateTable
CREATE TABLE "guild_card_sets" (
    "id" TEXT NOT NULL,
    "guild_id" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "source_text" TEXT NOT NULL,
    "content_hash" TEXT NOT NULL,
    "loaded_by" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "guild_card_sets_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "guild_card_sets_guild_id_game_key_key" ON "guild_card_sets"("guild_id", "game", "key");
