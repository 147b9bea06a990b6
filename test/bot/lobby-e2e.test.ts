/**
 * End-to-end: the lobby of a Riftbound game for three or four players (646-648, issue 16; docs/multiplayer.md
 * "Lobby") through the real discord.js client against the fake Discord: `/duel challenge mode:ffa3|ffa4|2v2` with
 * named players, Join with a saved deck, 2v2 team buttons, a decline, the opener's cancel, the start when the last
 * seat is taken, and the 2v2 private team threads (648.8.f.1). Tests run in order on one table.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotTable, startTable } from "../helpers/bot-table.js";
import type { FakeDiscord, FakeMessage, FakeUser } from "../helpers/fake-discord.js";
import { precon } from "../helpers/precons.js";
import { settled } from "../helpers/sim-player.js";

let table: BotTable;
let fake: FakeDiscord;
let dave: FakeUser;
const DECKS = ["precon-ogn-jinx", "precon-ogn-viktor", "precon-ogs-annie", "precon-ogs-garen"].map(precon);

beforeAll(async () => {
  table = await startTable({ fake: { extraUsers: [{ username: "dave", globalName: "Dave" }] } });
  fake = table.fake;
  dave = fake.users[3]!;
  for (const [i, u] of fake.users.slice(0, 4).entries())
    await fake.slash(u, "deck save", { name: "mine", list: DECKS[i]!.text }).waitFor(settled, 20_000, "deck save");
});

afterAll(async () => {
  await table?.close();
});

function buttons(m: FakeMessage): { custom_id: string; label: string }[] {
  return (m.message.components ?? []).flatMap((row) =>
    ((row as { components?: { custom_id?: string; label?: string }[] }).components ?? []).flatMap((c) =>
      c.custom_id ? [{ custom_id: c.custom_id, label: c.label ?? "" }] : [],
    ),
  );
}

/** Opens a lobby as alice; returns the lobby message and the match id. */
async function open(mode: string, players: FakeUser[]): Promise<{ lobby: FakeMessage; matchId: string }> {
  const [o1, o2, o3] = players;
  const h = fake.slash(fake.alice, "duel challenge", {
    opponent: o1!,
    ...(o2 ? { opponent2: o2 } : {}),
    ...(o3 ? { opponent3: o3 } : {}),
    deck: "mine",
    mode,
  });
  await h.waitFor(settled, 20_000, "lobby");
  const lobby = h.original();
  if (!lobby) throw new Error(`no lobby: ${JSON.stringify(h.record.ack)}`);
  return { lobby, matchId: buttons(lobby)[0]!.custom_id.split(":")[1]! };
}

/** Presses the lobby button `label` as `user`; returns the interaction's reply text and its handle. */
async function press(user: FakeUser, lobby: FakeMessage, label: string) {
  const current = fake.message(lobby.message.id)!;
  const b = buttons(current).find((x) => x.label === label);
  if (!b) throw new Error(`no ${label} button`);
  const h = fake.click(user, current, b.custom_id);
  await h.waitFor(settled, 20_000, label);
  const text = String(
    h.record.webhooks.find((w) => w.kind === "edit-original" || w.kind === "followup")?.data.content ??
      h.record.ack?.data.content ??
      "",
  );
  return { h, text };
}

/** Joins as `user`: Join, then the saved deck in the private chooser. Returns the final private answer. */
async function join(user: FakeUser, lobby: FakeMessage): Promise<string> {
  const { h } = await press(user, lobby, "Join");
  const chooser = h.original()!;
  const saved = await table.db.prisma.savedDeck.findMany({ where: { ownerId: user.id } });
  const s = fake.select(user, chooser, buttonsOrSelect(chooser), [saved[0]!.id]);
  await s.waitFor(settled, 20_000, "deck select");
  return String(
    s.record.webhooks.find((w) => w.kind === "edit-original" || w.kind === "followup")?.data.content ??
      s.record.ack?.data.content ??
      "",
  );
}

function buttonsOrSelect(m: FakeMessage): string {
  const c = (m.message.components ?? []).flatMap(
    (row) => (row as { components?: { custom_id?: string }[] }).components ?? [],
  );
  return c.find((x) => x.custom_id)!.custom_id!;
}

const lobbyText = (lobby: FakeMessage) => fake.message(lobby.message.id)!.message.content;

describe("lobby of three or four players (646-648)", () => {
  it("ffa3: named players join one by one; the game starts when the last seat is taken", async () => {
    const { lobby, matchId } = await open("ffa3", [fake.bob, fake.carol]);
    expect(buttons(lobby).map((b) => b.label)).toEqual(["Join", "Decline / Cancel"]);
    expect(lobbyText(lobby)).toContain("for 3 players");
    // Someone not named cannot take a seat; the opener has already joined.
    expect((await press(dave, lobby, "Join")).text).toMatch(/not a player|Only/i);
    expect((await press(fake.alice, lobby, "Join")).text).toMatch(/Only/);
    expect(await join(fake.bob, lobby)).toMatch(/You joined.*last player/);
    expect(lobbyText(lobby)).toMatch(new RegExp(`✅ <@${fake.bob.id}>`));
    expect(lobbyText(lobby)).toMatch(new RegExp(`⏳ <@${fake.carol.id}>`));
    // Nobody is told the game starts before it does (the first DM is the player's panel).
    const starting = () =>
      fake.messageEvents.filter((e) => e.dm && e.kind === "create" && /is starting/.test(e.content));
    expect(starting()).toEqual([]);
    expect(fake.dmsTo(fake.bob.id)).toEqual([]);
    expect((await table.read(matchId)).status).toBe("challenged");
    expect(await join(fake.carol, lobby)).toMatch(/Challenge accepted/);
    const m = await table.bot.deps.matches.load(matchId);
    expect(m.ok && m.match.status).toBe("active");
    expect(m.ok && m.match.seats.map((s) => s.playerId)).toEqual([fake.alice.id, fake.bob.id, fake.carol.id]);
    // Then each player's first DM (their panel, edited in place from now on).
    expect(starting()).toHaveLength(3);
    for (const u of [fake.alice, fake.bob, fake.carol]) expect(fake.dmsTo(u.id).length).toBeGreaterThan(0);
    expect(lobbyText(lobby)).toContain("challenge accepted");
  }, 120_000);

  it("ffa4: one decline cancels the game for everyone, joined players included", async () => {
    const { lobby, matchId } = await open("ffa4", [fake.bob, fake.carol, dave]);
    await join(fake.bob, lobby);
    await press(fake.carol, lobby, "Decline / Cancel");
    expect(lobbyText(lobby)).toMatch(/declined the challenge\. The game is cancelled for everyone\./);
    expect((await table.read(matchId)).status).toBe("declined");
  }, 60_000);

  it("the opener cancels the lobby with the same button", async () => {
    const { lobby, matchId } = await open("ffa3", [fake.bob, fake.carol]);
    await press(fake.alice, lobby, "Decline / Cancel");
    expect(lobbyText(lobby)).toMatch(/withdrew the challenge/);
    expect((await table.read(matchId)).status).toBe("declined");
  }, 60_000);

  it("2v2: players pick teams with buttons; team threads are private to the teammates (648.2, 648.8.f.1)", async () => {
    const { lobby, matchId } = await open("2v2", [fake.bob, fake.carol, dave]);
    expect(buttons(lobby).map((b) => b.label)).toEqual(["Join", "Decline / Cancel", "Team 1", "Team 2"]);
    // Seats 0+2 and 1+3 are the teams: Bob (seat 1, team 2) moves to Alice's team, swapping with Carol.
    await press(fake.bob, lobby, "Team 1");
    let m = await table.bot.deps.matches.load(matchId);
    expect(m.ok && m.match.seats.map((s) => s.playerId)).toEqual([fake.alice.id, fake.carol.id, fake.bob.id, dave.id]);
    expect(lobbyText(lobby)).toContain(
      `<@${fake.alice.id}> & <@${fake.bob.id}> vs <@${fake.carol.id}> & <@${dave.id}>`,
    );
    // The opener's team is fixed; a joined player's too.
    expect((await press(fake.alice, lobby, "Team 2")).text).toMatch(/team is fixed/);
    await join(fake.bob, lobby);
    expect((await press(fake.bob, lobby, "Team 2")).text).toMatch(/team is fixed/);
    // Dave cannot move to team 1: both its seats are taken (Alice opened it, Bob joined).
    expect((await press(dave, lobby, "Team 1")).text).toMatch(/no free seat/);
    const before = fake.threads.size;
    await join(fake.carol, lobby);
    expect(fake.threads.size).toBe(before);
    await join(dave, lobby);
    m = await table.bot.deps.matches.load(matchId);
    expect(m.ok && m.match.status).toBe("active");
    const teams = [...fake.threads.values()].filter((t) => t.type === 12);
    expect(teams.map((t) => [...(t.members ?? [])].sort())).toEqual([
      [fake.alice.id, fake.bob.id].sort(),
      [fake.carol.id, dave.id].sort(),
    ]);
    // Nothing of the game is posted there: hands stay in each player's DMs (648.8.f).
    for (const [id, t] of fake.threads)
      if (t.type === 12) {
        const posted = fake.channelMessages(t.parentId).filter((x) => x.message.channel_id === id);
        expect(posted.map((x) => x.files.length + (x.message.components?.length ?? 0))).toEqual([0]);
      }
  }, 120_000);
});
