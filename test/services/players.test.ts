import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/client.js";
import { upsertPlayer } from "../../src/services/players.js";
import { type FreshDb, providers } from "./helpers.js";

/**
 * Player rows under concurrency (src/services/players.ts): the first interactions of a user write the player from two
 * places at once (the challenge transaction and the remembered locale). Prisma's upsert reads then inserts, so on
 * PostgreSQL one of two concurrent first inserts fails with a unique violation; `upsertPlayer` tries once more.
 */
describe("upsertPlayer", () => {
  it("a unique violation from a concurrent insert is retried once, then the row is updated", async () => {
    const calls: unknown[] = [];
    const db = {
      player: {
        upsert: async (args: unknown) => {
          calls.push(args);
          if (calls.length === 1) throw Object.assign(new Error("Unique constraint failed"), { code: "P2002" });
          return {};
        },
      },
    } as unknown as Db;
    await upsertPlayer(db, "100000000000000001", { locale: "zh-CN" });
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({
      where: { id: "100000000000000001" },
      create: { id: "100000000000000001", locale: "zh-CN" },
      update: { locale: "zh-CN" },
    });
  });

  it("other errors are not swallowed", async () => {
    const db = {
      player: { upsert: async () => Promise.reject(Object.assign(new Error("disk full"), { code: "P1000" })) },
    } as unknown as Db;
    await expect(upsertPlayer(db, "1")).rejects.toThrow("disk full");
  });

  for (const p of providers) {
    describe.skipIf(p.skip)(`on ${p.name}`, () => {
      let db: FreshDb;
      beforeAll(async () => {
        db = await p.fresh();
      });
      afterAll(async () => {
        await db?.cleanup();
      });

      it("many first writes of the same new players at once all succeed (challenge + remembered locale)", async () => {
        const ids = Array.from({ length: 100 }, (_, k) => `9${String(k).padStart(17, "0")}`);
        const results = await Promise.allSettled(
          ids.flatMap((id) => [
            upsertPlayer(db.handle.prisma, id),
            upsertPlayer(db.handle.prisma, id, { locale: "en-US" }),
            upsertPlayer(db.handle.prisma, id, { stopSettings: "{}" }),
          ]),
        );
        expect(results.filter((r) => r.status === "rejected")).toEqual([]);
        expect(await db.handle.prisma.player.count({ where: { id: { in: ids } } })).toBe(ids.length);
        const one = await db.handle.prisma.player.findUnique({ where: { id: ids[0]! } });
        expect(one?.locale).toBe("en-US");
      });
    });
  }
});
