-- CreateTable
CREATE TABLE "outbox" (
    "id" TEXT NOT NULL,
    "match_id" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "payload_json" TEXT NOT NULL,
    "done" BOOLEAN NOT NULL DEFAULT false,
    "due_at" TIMESTAMP(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "delivered_at" TIMESTAMP(3),

    CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "leases" (
    "name" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "leases_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "outbox_done_due_at_idx" ON "outbox"("done", "due_at");

-- CreateIndex
CREATE INDEX "outbox_match_id_done_idx" ON "outbox"("match_id", "done");

-- AddForeignKey
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "matches"("id") ON DELETE CASCADE ON UPDATE CASCADE;
