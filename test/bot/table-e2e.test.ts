/**
 * Proof that the table knows no game (issue 14): Highcard, a test-only game module (test/games/highcard.ts), is
 * played end to end through the real bot against the fake Discord — challenge, accept with a pasted deck, a DM
 * prompt per turn, the win — with no change to the bot core, the service or the engine core for it. The hidden
 * hand never reaches the channel or the other player, and an answer outside the offered options is refused with
 * the same question standing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCustomId } from "../../src/bot/custom-id.js";
import { promptDecisionId } from "../../src/bot/game/publish.js";
import { type BotTable, startTable } from "../helpers/bot-table.js";
import type { FakeMessage } from "../helpers/fake-discord.js";
import { customIds } from "../helpers/open-duel.js";
import { playMatch, SimPlayer, settled } from "../helpers/sim-player.js";
import { type HcState, highcard } from "../games/highcard.js";

let t: BotTable;
let matchId = "";

beforeAll(async () => {
  t = await startTable({ games: { highcard } });
});
afterAll(async () => {
  await t?.close();
});

const text = (m: FakeMessage) => JSON.stringify([m.message.content, m.message.embeds, m.message.components]);

describe("a test game through the real bot", () => {
  it("is challenged and accepted like any game", async () => {
    const { fake } = t;
    const ch = fake.slash(fake.alice, "duel challenge", { opponent: fake.bob, deck: "any deck" });
    await ch.firstCallback(20_000);
    const msg = ch.original()!;
    expect(msg.message.content).toContain("challenges you to a Highcard game");
    const accept = customIds(msg)[0]!;
    matchId = accept.split(":")[1]!;
    const acc = fake.click(fake.bob, msg, accept);
    expect((await acc.firstCallback(20_000)).type).toBe(9); // no saved decks: the paste modal opens
    const start = fake.submitModal(fake.bob, `chmodal:${matchId}:0:paste:`, { list: "any deck" });
    await start.waitFor(settled, 20_000, "match start");
    expect((await t.read(matchId)).status).toBe("active");
    expect(
      fake.messageEvents.some((e) => e.dm && e.kind === "create" && e.content.includes("Your Highcard game")),
    ).toBe(true);
  });

  it("refuses a card outside the offered hand; the same question stands", async () => {
    const { fake } = t;
    const m = await t.bot.deps.matches.load(matchId);
    if (!m.ok || !m.pending) throw new Error("no decision");
    const state = m.state as HcState;
    const decider = m.match.seats[m.pending.seat]!;
    const user = decider.playerId === fake.alice.id ? fake.alice : fake.bob;
    const foreign = state.hands[1 - m.pending.seat]![0]!;
    const dm = fake.dmsTo(user.id).at(-1)!;
    const forged = encodeCustomId({
      kind: "rb",
      matchId,
      stateVersion: m.match.stateVersion,
      decisionId: promptDecisionId(m),
      optionId: `h.${foreign}`,
    });
    const h = fake.click(user, dm, forged);
    await h.waitFor(settled, 20_000);
    expect(String(h.record.ack?.data.content)).toContain("is not one of the options");
    const after = await t.bot.deps.matches.load(matchId);
    expect(after.ok && after.match.stateVersion).toBe(m.match.stateVersion);
    expect(after.ok && after.pending).toEqual(m.pending);
  });

  it("plays to a win through DM prompts, and the hidden hands stay hidden", async () => {
    const { fake } = t;
    const players = [new SimPlayer(fake, fake.alice, 3), new SimPlayer(fake, fake.bob, 4)];
    const clicks = await playMatch(fake, players, { read: () => t.read(matchId), maxClicks: 40 });
    expect(clicks).toBeGreaterThanOrEqual(6);
    const m = await t.bot.deps.matches.load(matchId);
    if (!m.ok) throw new Error(m.error.message);
    expect(m.match.status).toBe("finished");
    // A finished match's panel DMs are forgotten (the bot's in-memory map does not grow with every match).
    expect([...t.bot.deps.panels.keys()].filter((k) => k.startsWith(`${matchId}:`))).toEqual([]);
    const channel = fake.channelMessages().filter((x) => !x.ephemeral);
    expect(channel.some((x) => x.message.content.startsWith("🏆") || x.message.content.includes("🏆"))).toBe(true);
    // Each seat ends with one card never played: no channel message and no DM to the other player names it.
    const state = m.state as HcState;
    for (const seat of [0, 1]) {
      const hidden = state.hands[seat]!.map((id) => state.cards[Number(id.slice(1))]!.name);
      expect(hidden).toHaveLength(1);
      const otherUser = m.match.seats[1 - seat]!.playerId;
      for (const msg of [...channel, ...fake.dmsTo(otherUser)])
        for (const name of hidden) expect(text(msg)).not.toContain(name);
    }
    // The log replays to the snapshot (the service's recovery check works for any hosted game).
    expect(await t.bot.deps.matches.verify()).toMatchObject({ ok: 1, mismatched: 0 });
    expect(t.errors).toEqual([]);
    expect(fake.unexpected).toEqual([]);
  });
});
