/**
 * End-to-end (issue 15): one panel DM per player and match, edited in place; a new DM only when it becomes the
 * player's move; one ping per hand-off. Bob's DMs are closed (he plays through the board's "Your move"), Alice's
 * are open. A click on an outdated panel prompt is refused and changes nothing.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotTable, startTable } from "../helpers/bot-table.js";
import { pickPrecons } from "../helpers/precons.js";
import { choicesOf, playMatch, SimPlayer } from "../helpers/sim-player.js";
import { customIds, done, openDuel } from "../helpers/open-duel.js";
import { markStats, type StatsMark, tableStats } from "../helpers/table-stats.js";

let table: BotTable;
let matchId = "";
let mark: StatsMark;
const [deckA, deckB] = pickPrecons();

beforeAll(async () => {
  table = await startTable({ logger: pino({ level: "silent" }), newSeed: () => "panel-e2e" });
  const { fake } = table;
  fake.blockDMs(fake.bob.id);
  ({ matchId } = await openDuel(table, deckA.text, deckB.text, {
    names: ["mine", "bobs"],
    beforePick: () => {
      mark = markStats(fake);
    },
  }));
}, 60_000);

afterAll(async () => {
  await table?.close();
});

describe("panel DMs and pings", () => {
  it("40 clicks: new DMs and pings stay within the hand-offs; the panel is edited in place", async () => {
    const { fake } = table;
    const players = [new SimPlayer(fake, fake.alice, 3), new SimPlayer(fake, fake.bob, 4)];
    await playMatch(fake, players, { read: () => table.read(matchId), maxClicks: 40 });
    const stats = tableStats(fake, mark);
    expect(stats.handOffs).toBeGreaterThan(3);
    expect(stats.newDms).toBeLessThanOrEqual(stats.handOffs);
    // Bob's DMs are closed: nothing reached him by DM, and he was told once in the channel (a ping of its own,
    // the only one besides the hand-offs).
    expect(fake.dmsTo(fake.bob.id)).toEqual([]);
    const notices = fake
      .channelMessages()
      .filter((m) => m.message.content.includes("I cannot send you direct messages"));
    expect(notices).toHaveLength(1);
    // Hand-offs are counted from clicks: the last ping's click may be past the 40-click cap (with auto-pass the
    // match can hand off right at the cap), so at most one more.
    expect(stats.pings).toBeLessThanOrEqual(stats.handOffs + notices.length + 1);
    // Alice's panel DMs were edited in place (more edits than DMs).
    const aliceDm = new Set(fake.dmsTo(fake.alice.id).map((m) => m.message.channel_id));
    const events = fake.messageEvents.slice(mark.messageEvents).filter((e) => aliceDm.has(e.channelId));
    expect(events.filter((e) => e.kind === "edit").length).toBeGreaterThan(
      events.filter((e) => e.kind === "create").length,
    );
    expect(fake.unexpected).toEqual([]);
    expect(table.errors).toEqual([]);
  }, 120_000);

  it("a click on an outdated panel prompt is refused and changes nothing", async () => {
    const { fake } = table;
    // An earlier rendering of one of Alice's panels with a prompt, older than the current state.
    const now = await table.read(matchId);
    const old = fake.messageEvents
      .slice(mark.messageEvents)
      .filter((e) => e.dm && (e.components ?? []).length > 0)
      .find((e) => {
        const id = customIds({ message: { components: e.components }, files: [], ephemeral: false } as never).find(
          (x) => x.startsWith("rb:"),
        );
        return id !== undefined && Number.parseInt(id.split(":")[2]!, 36) < now.version;
      });
    expect(old).toBeDefined();
    const stored = fake.message(old!.messageId)!;
    const snapshot = { ...stored, message: { ...stored.message, components: old!.components } };
    const choice = choicesOf(snapshot)[0]!;
    const h = await done(
      choice.values
        ? fake.select(fake.alice, snapshot, choice.customId, choice.values)
        : fake.click(fake.alice, snapshot, choice.customId),
    );
    const text = String(
      h.record.ack?.data.content ?? h.record.webhooks.find((w) => w.kind === "followup")?.data.content ?? "",
    );
    expect(text).toMatch(/out of date/);
    expect((await table.read(matchId)).version).toBe(now.version);
  });
});
