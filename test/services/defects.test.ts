/**
 * Smaller defects of issue 19 item 5, service side: the idempotency lookup runs after the seat check (a reused
 * interaction id never returns another player's recorded result to a non-player).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALICE, CAROL, fakeService, type FreshDb, freshSqlite, startFake } from "./helpers.js";

let db: FreshDb;
beforeAll(async () => {
  db = await freshSqlite();
});
afterAll(async () => {
  await db?.cleanup();
});

describe("idempotency after the seat check", () => {
  it("a reused interaction id from someone without a seat is refused, not answered with the recorded result", async () => {
    const { service } = fakeService(db.handle);
    const id = await startFake(service);
    const first = await service.submit({
      matchId: id,
      userId: ALICE,
      action: { type: "add", n: 1 },
      interactionId: "i-1",
    });
    expect(first).toMatchObject({ ok: true, duplicate: false });
    const again = await service.submit({
      matchId: id,
      userId: ALICE,
      action: { type: "add", n: 1 },
      interactionId: "i-1",
    });
    expect(again).toMatchObject({ ok: true, duplicate: true });
    for (const call of [
      service.submit({ matchId: id, userId: CAROL, action: { type: "add", n: 1 }, interactionId: "i-1" }),
      service.concede({ matchId: id, userId: CAROL, interactionId: "i-1" }),
      service.claim({ matchId: id, userId: CAROL, interactionId: "i-1" }),
    ])
      expect(await call).toMatchObject({ ok: false, error: { code: "action/not-your-seat" } });
  });
});
