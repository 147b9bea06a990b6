/**
 * DM reminders and vacations in the match service (issue 15; docs/matches.md "Reminders", "Vacation"), on the fake
 * game and a manual clock: reminder timers are scheduled once per point however often the tick runs, points beyond
 * the allowance are skipped, a player's own points win over the server's; vacations need the opponent, run one at a
 * time, respect the per-request and per-match limits, and hold a clock that starts while the player is away.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TimerKind } from "../../src/services/matches/clocks.js";
import { parseReminderInput } from "../../src/services/matches/reminders.js";
import { ALICE, BOB, CAROL, fakeService, type FreshDb, freshSqlite, startFake } from "./helpers.js";

const HOUR = 3_600_000;
let db: FreshDb;
beforeAll(async () => {
  db = await freshSqlite();
});
afterAll(async () => {
  await db?.cleanup();
});

const dmRows = (matchId: string) =>
  db.handle.prisma.reminder.findMany({ where: { matchId, kind: TimerKind.dmReminder }, orderBy: { dueAt: "asc" } });

describe("DM reminder points", () => {
  it("parses what players type", () => {
    expect(parseReminderInput("24, 1")).toEqual([24, 1]);
    expect(parseReminderInput("1h 48h")).toEqual([48, 1]);
    expect(parseReminderInput("off")).toEqual([]);
    expect(parseReminderInput("0.5")).toBeNull();
    expect(parseReminderInput("1, 1")).toBeNull();
    expect(parseReminderInput("1 2 3 4 5")).toBeNull();
  });

  it("schedules one timer per point once, skips points beyond the allowance, and a player's points win", async () => {
    const { service, clock } = fakeService(db.handle);
    const id = await startFake(service, { clockHours: 12 });
    await service.tick(clock.now());
    await service.tick(clock.now());
    // A 12-hour clock: the 24-hour point is skipped, the 1-hour point is scheduled once.
    const rows = await dmRows(id);
    expect(rows.map((r) => JSON.parse(r.payloadJson!).hours)).toEqual([1]);
    await db.handle.prisma.player.update({ where: { id: ALICE }, data: { reminderHours: "[6, 2]" } });
    await db.handle.prisma.player.update({ where: { id: BOB }, data: { reminderHours: "[6, 2]" } });
    await service.tick(clock.now());
    const after = await dmRows(id);
    expect(after.map((r) => JSON.parse(r.payloadJson!).hours).sort()).toEqual([1, 2, 6]);
    clock.advance(6 * HOUR + 1000);
    const r = await service.tick(clock.now());
    expect(r.notices).toMatchObject([{ kind: "dm-reminder", hours: 6 }]);
  });
});

describe("vacation", () => {
  it("needs the opponent, one at a time, within the limits, and holds a clock started while away", async () => {
    const { service, clock } = fakeService(db.handle);
    const id = await startFake(service, { clockHours: 24 });
    const m = await service.load(id);
    if (!m.ok) throw new Error("no match");
    const toAct = m.match.seats[m.match.toAct!]!.playerId;
    const other = toAct === ALICE ? BOB : ALICE;
    expect(await service.checkVacation({ matchId: id, userId: CAROL, days: 1 })).toMatchObject({
      ok: false,
      error: { code: "match/not-a-player" },
    });
    expect(await service.checkVacation({ matchId: id, userId: other, days: 15 })).toMatchObject({
      ok: false,
      error: { code: "vacation/too-long" },
    });
    expect(await service.startVacation({ matchId: id, userId: other, days: 2, consentBy: other })).toMatchObject({
      ok: false,
      error: { code: "vacation/needs-consent" },
    });
    // The player who is not to act goes away for 2 days; their clock is stopped now.
    const v = await service.startVacation({ matchId: id, userId: other, days: 2, consentBy: toAct });
    expect(v.ok).toBe(true);
    expect(await service.checkVacation({ matchId: id, userId: toAct, days: 1 })).toMatchObject({
      ok: false,
      error: { code: "vacation/running" },
    });
    // The player to act moves: the away player's clock starts, and the next tick holds it until 2 days + 24 h.
    const start = clock.now().getTime();
    clock.advance(HOUR);
    const before = await service.load(id);
    const legal = before.ok ? before.legalActions(before.match.toAct!) : [];
    const move = legal.find((a) => (a as { type?: string }).type !== "concede");
    const r = await service.submit({ matchId: id, userId: toAct, action: move });
    expect(r.ok).toBe(true);
    await service.tick(clock.now());
    const held = await service.load(id);
    expect(held.ok && held.match.seats[held.match.toAct!]!.playerId).toBe(other);
    expect(held.ok && held.match.deadlineAt?.getTime()).toBe(start + 2 * 24 * HOUR + 24 * HOUR);
    // Past the normal deadline: nothing to claim.
    clock.advance(30 * HOUR);
    expect((await service.tick(clock.now())).claimable).toEqual([]);
    const s = await service.vacationStatus(id, other);
    expect(s.ok && s.status).toMatchObject({ usedDays: 2, maxDays: 14 });
  });
});
