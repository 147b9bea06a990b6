/**
 * End-to-end (issue 15, stops and auto-pass): every live panel DM carries the stops row (the game's stop points,
 * "Pass until end of turn", "Play and pass"); a toggle is saved for that player and match and redrawn on the
 * panel; "Pass until end of turn" while deciding passes at once, logged as an auto-pass in the channel.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotTable, startTable } from "../helpers/bot-table.js";
import type { FakeMessage, FakeUser } from "../helpers/fake-discord.js";
import { messageText } from "../helpers/components-v2.js";
import { pickPrecons } from "../helpers/precons.js";
import type { RbAction } from "../../src/games/riftbound/rules/actions.js";
import { riftbound } from "../../src/games/riftbound/rules/index.js";
import type { RbState } from "../../src/games/riftbound/rules/state.js";
import { choicesOf, playMatch, SimPlayer } from "../helpers/sim-player.js";
import { done, openDuel } from "../helpers/open-duel.js";
import { forMatch } from "../../src/services/matches/stop-settings.js";

let table: BotTable;
let matchId = "";
const [deckA, deckB] = pickPrecons();

interface Btn {
  custom_id?: string;
  label?: string;
  style?: number;
}

function buttons(m: FakeMessage | undefined): Btn[] {
  return (m?.message.components ?? []).flatMap((row) => (row as { components?: Btn[] }).components ?? []);
}

/** The newest DM to `user` (their panel for the one match of this file). */
function panelOf(user: FakeUser): FakeMessage {
  const dms = table.fake.dmsTo(user.id);
  const last = dms[dms.length - 1];
  if (!last) throw new Error(`no DM to ${user.username}`);
  return table.fake.message(last.message.id)!;
}

beforeAll(async () => {
  table = await startTable({ logger: pino({ level: "silent" }), newSeed: () => "stops-e2e" });
  ({ matchId } = await openDuel(table, deckA.text, deckB.text, { names: ["mine", "bobs"] }));
}, 60_000);

afterAll(async () => {
  await table?.close();
});

describe("stops on the panel", () => {
  it("every panel shows the stops row; a toggle is saved for this match and redrawn", async () => {
    const { fake, bot } = table;
    const panel = panelOf(fake.bob);
    const labels = buttons(panel).map((b) => b.label ?? "");
    expect(labels).toEqual(
      expect.arrayContaining([
        "⏩ Stop when I'm targeted",
        "⏩ Stop in showdowns",
        "⏭ Pass until end of turn",
        "▶ Play and pass: off",
      ]),
    );
    const targeted = buttons(panel).find((b) => b.label?.includes("targeted"))!;
    await done(fake.click(fake.bob, panel, targeted.custom_id!));
    const after = buttons(fake.message(panel.message.id)).find((b) => b.custom_id === targeted.custom_id)!;
    expect(after).toMatchObject({ label: "🛑 Stop when I'm targeted", style: 3 });
    const saved = await bot.deps.matches.getStopSettings(fake.bob.id);
    expect(saved.matches[matchId]?.stopAt).toEqual({ targeted: true });
    // The general setting is untouched: only this match stops.
    expect(saved.stopAt.targeted).toBe(false);
    // Someone else's click changes nothing.
    const h = await done(fake.click(fake.carol, panel, targeted.custom_id!));
    expect(String(h.record.ack?.data.content ?? "")).toMatch(/belongs to the players/);
    expect(table.errors).toEqual([]);
  });

  it("'💾 Save as my default' makes this match's stops the player's general ones, which new matches start from", async () => {
    const { fake, bot } = table;
    const panel = panelOf(fake.bob);
    const save = buttons(panel).find((b) => b.label === "💾 Save as my default")!;
    expect(save).toBeDefined();
    const h = await done(fake.click(fake.bob, panel, save.custom_id!));
    expect(String(h.record.ack?.data.content ?? "")).toMatch(
      /^Saved: your new matches start with these stops \(.*Stop when I'm targeted.*\)\.$/,
    );
    const saved = await bot.deps.matches.getStopSettings(fake.bob.id);
    expect(saved.stopAt.targeted).toBe(true);
    expect(forMatch(saved, "a-new-match").stopAt.targeted).toBe(true);
    // The panel is unchanged (the button only saves), and nobody else can save from it.
    expect(buttons(fake.message(panel.message.id)).find((b) => b.label?.includes("targeted"))?.label).toBe(
      "🛑 Stop when I'm targeted",
    );
    const other = await done(fake.click(fake.carol, panel, save.custom_id!));
    expect(String(other.record.ack?.data.content ?? "")).toMatch(/belongs to the players/);
    expect((await bot.deps.matches.getStopSettings(fake.carol.id)).stopAt.targeted).toBe(false);
    expect(table.errors).toEqual([]);
  });

  it("'Pass until end of turn' while deciding passes at once and the log says so", async () => {
    const { fake, bot } = table;
    const players = [new SimPlayer(fake, fake.alice, 5), new SimPlayer(fake, fake.bob, 6)];
    // Play through the mulligans, to a decision that can be passed.
    for (let k = 0; k < 20; k++) {
      const m = await bot.deps.matches.load(matchId);
      if (!m.ok || m.match.status !== "active") throw new Error("match not running");
      const seat = m.pending!.seat;
      const legal = m.legalActions(seat) as { type: string }[];
      if (legal.some((a) => a.type === "pass" || a.type === "endTurn")) break;
      await playMatch(fake, players, { read: () => table.read(matchId), maxClicks: 1 });
    }
    const m = await bot.deps.matches.load(matchId);
    if (!m.ok || !m.pending) throw new Error("no decision");
    const decider = m.match.seats[m.pending.seat]!.playerId === fake.alice.id ? fake.alice : fake.bob;
    const panel = panelOf(decider);
    const pass = buttons(panel).find((b) => b.label === "⏭ Pass until end of turn")!;
    const logBefore = (await bot.deps.matches.store.getLog(matchId)).length;
    const seen = new Set(fake.channelMessages().map((x) => x.message.id));
    await done(fake.click(decider, panel, pass.custom_id!));
    const log = await bot.deps.matches.store.getLog(matchId);
    const autos = log.slice(logBefore);
    expect(autos.length).toBeGreaterThan(0);
    expect(autos.every((a) => a.auto)).toBe(true);
    expect(autos[0]!.seat).toBe(m.pending.seat);
    const posted = fake
      .channelMessages()
      .filter((x) => !seen.has(x.message.id))
      .map((x) => x.message.content);
    expect(posted.some((c) => c.includes(`⏩ Auto-pass for <@${decider.id}>`))).toBe(true);
    expect(fake.unexpected).toEqual([]);
    expect(table.errors).toEqual([]);
  }, 120_000);

  it("'💎 Pay' on the panel: with it on, a play asks which runes pay and the play carries them (157.2, 561)", async () => {
    const { fake, bot } = table;
    const players = [new SimPlayer(fake, fake.alice, 7), new SimPlayer(fake, fake.bob, 8)];
    /**
     * A play of the decider that the Rune Pool alone cannot pay, and runes that pay it: every ready rune exhausted
     * (at least the Energy the automatic plan found) and the runes that plan recycled.
     */
    const runeNeedingPlay = (s: RbState) => {
      const seat = s.pending!.seat;
      for (const a of riftbound.legalActions(s, seat)) {
        if (a.type !== "play" || a.targets !== undefined || a.accelerate || s.chain.length > 0) continue;
        if (riftbound.apply(s, seat, { ...a, pay: { exhaust: [], recycle: [] } }).ok) continue;
        const after = riftbound.apply(s, seat, a);
        if (!after.ok) continue;
        const was = riftbound.view(s, seat).players[seat]!.runes;
        const now = riftbound.view(after.state, seat).players[seat]!.runes;
        const exhaust = was.filter((r) => !r.exhausted).map((r) => r.id);
        const recycle = was.filter((r) => !now.some((x) => x.id === r.id)).map((r) => r.id);
        return { play: a, exhaust, recycle };
      }
      return null;
    };
    let found: ReturnType<typeof runeNeedingPlay> = null;
    let seat = 0;
    for (let k = 0; k < 60 && !found; k++) {
      const m = await bot.deps.matches.load(matchId);
      if (!m.ok || m.match.status !== "active" || !m.pending) throw new Error("match not running");
      seat = m.pending.seat;
      found = runeNeedingPlay(m.state as RbState);
      if (!found) await playMatch(fake, players, { read: () => table.read(matchId), maxClicks: 1 });
    }
    if (!found) throw new Error("no play that needs runes");
    const m = await bot.deps.matches.load(matchId);
    if (!m.ok) throw new Error("no match");
    const decider = m.match.seats[seat]!.playerId === fake.alice.id ? fake.alice : fake.bob;
    const panel = panelOf(decider);
    const pay = buttons(panel).find((b) => b.label === "💎 Pay: automatic")!;
    expect(pay).toBeDefined();
    await done(fake.click(decider, panel, pay.custom_id!));
    expect(buttons(fake.message(panel.message.id)).some((b) => b.label === "💎 Pay: I choose the runes")).toBe(true);
    expect((await bot.deps.matches.getStopSettings(decider.id)).matches[matchId]?.manualPayment).toBe(true);
    // Pick the play on the panel: the panel asks for the runes instead of playing at once.
    const play = found.play as Extract<RbAction, { type: "play" }>;
    const pick = choicesOf(fake.message(panel.message.id)!).find((c) => c.values?.[0] === `p.${play.card}`)!;
    expect(pick).toBeDefined();
    const versionBefore = m.match.stateVersion;
    const logBefore = (await bot.deps.matches.store.getLog(matchId)).length;
    await done(fake.select(decider, fake.message(panel.message.id)!, pick.customId, pick.values!));
    const asked = fake.message(panel.message.id)!;
    expect(messageText(asked.message)).toMatch(/Pay for .+Rune Pool/s);
    expect((await table.read(matchId)).version).toBe(versionBefore);
    const runes = (asked.message.components ?? [])
      .flatMap((r) => (r as { components?: { custom_id?: string; options?: unknown[] }[] }).components ?? [])
      .find((c) => c.custom_id?.split(":")[4]?.startsWith("q."))!;
    expect(runes).toBeDefined();
    const values = [...found.exhaust.map((r) => `e.${r}`), ...found.recycle.map((r) => `r.${r}`)];
    await done(fake.select(decider, asked, runes.custom_id!, values));
    // The play is the next action (auto-passes and an automatic end of turn may follow it).
    const log = await bot.deps.matches.store.getLog(matchId);
    expect(JSON.parse(log[logBefore]!.actionJson)).toMatchObject({
      type: "play",
      card: play.card,
      pay: { exhaust: found.exhaust, recycle: found.recycle },
    });
    expect(fake.unexpected).toEqual([]);
    expect(table.errors).toEqual([]);
  }, 120_000);
});
