/**
 * End-to-end: a league through the real discord.js client against the fake Discord (docs/leagues.md "In
 * Discord"), on a temp SQLite database, with Highcard (test/games/highcard.ts) as the game so matches are quick.
 * Five players: organiser rights, create, join with a deck (locked), start (boards posted, one ping per player
 * with the pairing and deadline), a bye, a result from the engine (a concession), a deadline (manual clock), a
 * drop, an override with its reason in the standings' footnote, a top cut of 4 advancing to a champion,
 * standings embed and CSV export. Tests run in order and share one table.
 */
import { PermissionFlagsBits } from "discord.js";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_ORGANISER_REPLY } from "../../src/bot/league/commands.js";
import { LeagueService } from "../../src/leagues/service.js";
import { manualClock } from "../../src/services/clock.js";
import { highcard } from "../games/highcard.js";
import { type BotTable, startTable } from "../helpers/bot-table.js";
import { type FakeDiscord, type FakeUser, isPng } from "../helpers/fake-discord.js";
import { settled } from "../helpers/sim-player.js";
import { providers } from "../services/helpers.js";

/** Fixed user ids: pairings follow them (the 409.3 lot hashes player ids), so every run plays the same league. */
const IDS = {
  alice: "400000000000000001",
  bob: "400000000000000002",
  carol: "400000000000000003",
  dave: "400000000000000004",
  erin: "400000000000000005",
};

function leagueSuite(provider: (typeof providers)[number]) {
  const clock = manualClock(new Date("2026-06-01T18:00:00Z"));
  let table: BotTable;
  let fake: FakeDiscord;
  let leagues: LeagueService;
  let players: FakeUser[];
  let n = 0;

  beforeAll(async () => {
    table = await startTable({
      games: { highcard },
      logger: pino({ level: "silent" }),
      now: clock.now,
      newSeed: () => String(7000 + n++),
      database: provider.fresh,
      fake: {
        userIds: { alice: IDS.alice, bob: IDS.bob, carol: IDS.carol },
        extraUsers: [
          { username: "dave", id: IDS.dave },
          { username: "erin", id: IDS.erin },
        ],
      },
    });
    table.bot.deps.leagueSeed = () => "summer";
    fake = table.fake;
    players = fake.users.slice(0, 5);
    const manage = BigInt("2248473465835073") | PermissionFlagsBits.ManageGuild;
    fake.memberPermissions.set(fake.alice.id, manage.toString());
    leagues = new LeagueService({ db: table.db.prisma, matches: table.bot.deps.matches, now: clock.now });
  });

  afterAll(async () => {
    await table?.close();
  });

  async function reply(
    h: ReturnType<FakeDiscord["slash"]>,
  ): Promise<{ content: string; ephemeral: boolean; data: Record<string, unknown> }> {
    await h.waitFor(settled, 15_000, "reply");
    const w = h.record.webhooks.find((x) => x.kind === "edit-original" || x.kind === "followup");
    const data = (w?.data ?? h.record.ack?.data ?? {}) as Record<string, unknown>;
    return { content: String(data.content ?? ""), ephemeral: h.record.ack?.flags === 64, data };
  }

  const who = (id: string | null) => players.find((p) => p.id === id)?.username ?? "-";
  const channelPosts = () => fake.channelMessages(fake.channelId).filter((m) => !m.ephemeral);
  const leagueId = async () => (await leagues.byName(fake.guildId, "Summer"))!.id;
  const currentPairings = async () => {
    const rounds = await leagues.rounds(await leagueId());
    return rounds[rounds.length - 1]!.pairings;
  };
  /** Ends every running match of the current round by a concession of its B player (a result from the engine). */
  async function concedeAll(): Promise<void> {
    for (const p of await currentPairings()) {
      if (p.matchId && p.playerB && p.status === "playing") {
        const r = await table.bot.deps.matches.concede({ matchId: p.matchId, userId: p.playerB });
        expect(r.ok).toBe(true);
      }
    }
  }

  it("only organisers create leagues; Manage Server sets the organiser role", async () => {
    const refused = await reply(fake.slash(fake.carol, "league create", { name: "Summer", days: 2 }));
    expect(refused).toMatchObject({ content: NOT_ORGANISER_REPLY, ephemeral: true });
    expect((await reply(fake.slash(fake.carol, "league role", { role: "123456789012345678" }))).content).toMatch(
      /Manage Server/,
    );
    const set = await reply(fake.slash(fake.alice, "league role", { role: "123456789012345678" }));
    expect(set.content).toContain("<@&123456789012345678>");
    const created = await reply(
      fake.slash(fake.alice, "league create", { name: "Summer", days: 2, rounds: 2, top: 4, bestof: 1 }),
    );
    expect(created.ephemeral).toBe(false);
    expect(created.content).toContain("**Summer** is open for registration");
    // The game and the deck format are checked: unknown game, a format the game does not have.
    const chess = await reply(fake.slash(fake.alice, "league create", { name: "Chess", days: 1, game: "chess" }));
    expect(chess.content).toMatch(/Unknown game "chess"/);
    const formatted = await reply(fake.slash(fake.alice, "league create", { name: "F", days: 1, format: "standard" }));
    expect(formatted.content).toMatch(/highcard has no deck formats/);
    const games = fake.autocomplete(fake.alice, "league create", { name: "game", value: "" });
    await games.firstCallback();
    expect(games.record.choices).toEqual([{ name: "highcard", value: "highcard" }]);
  });

  it("players join with a deck (locked); the organiser starts; boards and one ping per player are posted", async () => {
    for (const p of players) {
      const r = await reply(fake.slash(p, "league join", { league: "Summer", deck: `deck of ${p.username}` }));
      expect(r).toMatchObject({ ephemeral: true });
      expect(r.content).toContain("registered");
    }
    expect((await reply(fake.slash(fake.alice, "league join", { league: "Summer", deck: "other" }))).content).toMatch(
      /locked/,
    );
    const ac = fake.autocomplete(fake.bob, "league standings", { name: "league", value: "sum" });
    await ac.firstCallback();
    expect(ac.record.choices).toEqual([{ name: "Summer", value: "Summer" }]);
    expect((await reply(fake.slash(fake.carol, "league start", { league: "Summer" }))).content).toBe(
      NOT_ORGANISER_REPLY,
    );

    const before = channelPosts().length;
    const mark = fake.messageEvents.length;
    const started = await reply(fake.slash(fake.alice, "league start", { league: "Summer" }));
    expect(started.content).toMatch(/has started/);
    const posts = channelPosts().slice(before);
    const announcement = posts.find((m) => m.message.content.includes("round 1"))!;
    expect(announcement).toBeDefined();
    // Every player is mentioned once, with the deadline; pairings link to their boards; one bye (5 players).
    for (const p of players) expect(announcement.message.content.split(`<@${p.id}>`).length - 1).toBe(1);
    expect(announcement.message.content).toMatch(/<t:\d+:F>/);
    expect(announcement.message.content).toContain("has a bye");
    // Each match has its own thread in the league channel, its board is there, and the pairing links to it.
    const linked = [
      ...announcement.message.content.matchAll(/\[match\]\(https:\/\/discord\.com\/channels\/(\d+)\/(\d+)\)/g),
    ];
    expect(linked).toHaveLength(2);
    for (const [, guild, threadId] of linked) {
      expect(guild).toBe(fake.guildId);
      expect(fake.threads.get(threadId!)).toMatchObject({ parentId: fake.channelId });
      expect(fake.threads.get(threadId!)?.name).toMatch(/ vs .* · Summer · round 1 · table [12]$/);
      const match = await table.db.prisma.match.findFirstOrThrow({ where: { channelId: threadId! } });
      expect(fake.channelMessages(threadId!).some((m) => m.message.id === match.boardMessageId)).toBe(true);
    }
    const allowed = fake.messageEvents.find((e) => e.messageId === announcement.message.id)?.allowedMentions as {
      users: string[];
    };
    expect(new Set(allowed.users)).toEqual(new Set(players.map((p) => p.id)));
    // That is each player's only ping of the round's start: the matches' first "your move" lines stay silent.
    const pings = fake.messageEvents
      .slice(mark)
      .filter((e) => e.kind === "create" && !e.dm && e.messageId !== announcement.message.id)
      .flatMap((e) => (e.allowedMentions as { users?: string[] } | undefined)?.users ?? []);
    expect(pings.filter((id) => players.some((p) => p.id === id))).toEqual([]);
    // Two boards were posted for the two matches.
    expect(await table.db.prisma.match.count({ where: { status: "active", boardMessageId: { not: null } } })).toBe(2);
  });

  it("a concession is taken from the engine; the other match is resolved at the deadline; round 2 opens", async () => {
    const [first, second] = (await currentPairings()).filter((p) => p.playerB !== null);
    expect((await table.bot.deps.matches.concede({ matchId: first!.matchId!, userId: first!.playerB! })).ok).toBe(true);
    await table.bot.tick();
    expect((await currentPairings())[0]!.tableNo).toBe(1);
    expect(await leagues.rounds(await leagueId())).toHaveLength(1);
    const round1 = (await leagues.rounds(await leagueId()))[0]!;
    clock.set(new Date(round1.deadlineAt.getTime() + 60_000));
    // Discord fails every post in round 2's table 1 thread: its board is owed (outbox), the round is announced.
    const table1 = (path: string) =>
      [...fake.threads].some(([id, t]) => t.name.endsWith("round 2 · table 1") && path === `/channels/${id}/messages`);
    const fault = { match: (r: { method: string; path: string }) => r.method === "POST" && table1(r.path) };
    fake.faults.push({ ...fault, status: 500, code: 0 });
    const mark = fake.messageEvents.length;
    await table.bot.tick();
    fake.faults.length = 0;
    const rounds = await leagues.rounds(await leagueId());
    expect(rounds).toHaveLength(2);
    const announced = channelPosts().find((m) => m.message.content.includes("round 2"))!;
    expect([...announced.message.content.matchAll(/\[match\]\(https:/g)]).toHaveLength(2);
    const owed = rounds[1]!.pairings.find((p) => p.tableNo === 1)!.matchId!;
    const row = () => table.db.prisma.match.findUniqueOrThrow({ where: { id: owed } });
    expect((await row()).boardMessageId).toBeNull();
    const pending = () => table.db.prisma.outboxItem.count({ where: { matchId: owed, done: false } });
    expect(await pending()).toBe(1);
    // The next tick after the outbox's backoff posts the board in its thread, still without a ping.
    clock.set(new Date(clock.now().getTime() + 2 * 60_000));
    await table.bot.tick();
    expect(await pending()).toBe(0);
    const board = await row();
    expect(board.boardMessageId).not.toBeNull();
    expect(fake.threads.get(board.channelId)?.name).toMatch(/round 2 · table 1$/);
    // (Round 1's match left at the deadline had its clock reminder just before; not a round-2 post.)
    const pinged = fake.messageEvents
      .slice(mark)
      .filter((e) => e.kind === "create" && fake.threads.get(e.channelId)?.name.includes("round 2"))
      .flatMap((e) => (e.allowedMentions as { users?: string[] } | undefined)?.users ?? []);
    expect(pinged).toEqual([]);
    const decided = rounds[0]!.pairings;
    expect(decided.find((p) => p.id === first!.id)).toMatchObject({ source: "concede", gamesA: 1, gamesB: 0 });
    // Highcard reports no points: the unfinished game is a drawn game, a drawn match (408.2.b, 404.5).
    expect(decided.find((p) => p.id === second!.id)).toMatchObject({
      source: "deadline",
      gamesA: 0,
      gamesB: 0,
      draws: 1,
    });
  });

  it("a drop closes the player's match for the opponent; an override is kept with its reason", async () => {
    const pairing = (await currentPairings()).find((p) => p.playerB !== null)!;
    const dropper = players.find((p) => p.id === pairing.playerB)!;
    const dropped = await reply(fake.slash(dropper, "league drop", { league: "Summer" }));
    expect(dropped.content).toMatch(/dropped/);
    expect((await currentPairings()).find((p) => p.id === pairing.id)).toMatchObject({ source: "drop", gamesA: 1 });

    const drawn = (await leagues.rounds(await leagueId()))[0]!.pairings.find((p) => p.source === "deadline")!;
    const over = await reply(
      fake.slash(fake.alice, "league override", {
        league: "Summer",
        round: 1,
        table: drawn.tableNo,
        games_a: 1,
        games_b: 0,
        reason: "B left the game in a lost position",
      }),
    );
    expect(over.content).toMatch(/audit log/);
    const standingsReply = fake.slash(fake.bob, "league standings", { league: "Summer" });
    const standings = await reply(standingsReply);
    const embed = (standings.data.embeds as { fields?: { name: string; value: string }[]; description?: string }[])[0]!;
    expect(embed.fields?.[0]).toMatchObject({ name: "Overrides" });
    expect(embed.fields?.[0]?.value).toContain("B left the game in a lost position");
    expect(embed.description).toContain("(drop)");
    // The picture beside the embed (the embed shows it).
    expect((embed as { image?: { url: string } }).image?.url).toBe("attachment://standings.png");
    const picture = standingsReply.original()!.files[0]!;
    expect(picture.filename).toBe("standings.png");
    expect(isPng(picture.bytes)).toBe(true);
  });

  it("the top cut of 4 advances by itself: a result from the engine, a cut deadline, an override of the final", async () => {
    await concedeAll();
    // The cut opens in a process that stops before announcing it (the league service alone): no thread, no board,
    // no ping. The bot's tick announces a round left so for 15 minutes (docs/leagues.md "In Discord").
    const cutPost = () => channelPosts().find((m) => m.message.content.includes("top cut, round 3"));
    await leagues.advance(await leagueId());
    let rounds = await leagues.rounds(await leagueId());
    expect(rounds.map((r) => r.kind)).toEqual(["swiss", "swiss", "cut"]);
    expect(rounds[2]!.pairings).toHaveLength(2);
    expect(rounds[2]!.announcedAt).toBeNull();
    await table.bot.tick();
    expect(cutPost()).toBeUndefined();
    clock.set(new Date(clock.now().getTime() + 16 * 60_000));
    await table.bot.tick();
    expect(cutPost()!.message.content.split("<@").length - 1).toBe(4);
    for (const p of rounds[2]!.pairings) {
      const m = await table.db.prisma.match.findUniqueOrThrow({ where: { id: p.matchId! } });
      expect(fake.threads.get(m.channelId)?.name).toMatch(/top cut round 3 · table [12]$/);
      expect(m.boardMessageId).not.toBeNull();
    }
    rounds = await leagues.rounds(await leagueId());
    expect(rounds.every((r) => r.announcedAt !== null)).toBe(true);
    await table.bot.tick();
    expect(channelPosts().filter((m) => m.message.content.includes("top cut, round 3"))).toHaveLength(1);
    // Cut round: table 1 ends by a concession; table 2 is still playing at the deadline. Highcard has no points,
    // so its game is tied and the higher Swiss seed (sitting as A) advances (408.4; docs/leagues.md "Deadline").
    const [t1, t2] = rounds[2]!.pairings;
    expect((await table.bot.deps.matches.concede({ matchId: t1!.matchId!, userId: t1!.playerB! })).ok).toBe(true);
    await table.bot.tick();
    expect(await leagues.rounds(await leagueId())).toHaveLength(3);
    clock.set(new Date(rounds[2]!.deadlineAt.getTime() + 60_000));
    await table.bot.tick();
    rounds = await leagues.rounds(await leagueId());
    expect(rounds).toHaveLength(4);
    expect(rounds[2]!.pairings[1]).toMatchObject({ id: t2!.id, source: "deadline", gamesA: 1, gamesB: 0 });
    expect(channelPosts().some((m) => m.message.content.includes("top cut, round 4"))).toBe(true);
    // The final is overridden while its match is running (a no-show): the match is closed, the league ends.
    const finalMatch = rounds[3]!.pairings[0]!.matchId!;
    const over4 = await reply(
      fake.slash(fake.alice, "league override", {
        league: "Summer",
        round: 4,
        table: 1,
        games_a: 0,
        games_b: 1,
        reason: "Carol could not play the final",
      }),
    );
    expect(over4.content).toMatch(/audit log/);
    const closed = await table.bot.deps.matches.load(finalMatch);
    expect(closed.ok && closed.match.status).toBe("aborted");
    const league = await leagues.byName(fake.guildId, "Summer");
    expect(league?.status).toBe("finished");
    const champion = rounds[3]!.pairings[0]!.playerB;
    expect(champion).toBe(IDS.bob);
    const footnote = (await leagues.standings(league!.id)).overrides.map((o) => [o.round, o.reason]);
    expect(footnote).toEqual([
      [1, "B left the game in a lost position"],
      [4, "Carol could not play the final"],
    ]);
    const over = await fake.until(
      () => channelPosts().find((m) => m.message.content.includes("is over")),
      15_000,
      "the final standings post",
    );
    expect(over.message.content).toContain(`<@${champion}> wins it`);
    expect(isPng(over.files.find((f) => f.filename === "standings.png")!.bytes)).toBe(true);
    expect((over.message.embeds[0]?.fields ?? [])[0]?.value).toContain("Carol could not play the final");
  });

  it("CSV export; decklists stay private; history; the same league every run", async () => {
    const csv = fake.slash(fake.carol, "league export", { league: "Summer" });
    await csv.waitFor(settled);
    const file = csv.original()!.files[0]!;
    expect(file.filename).toBe("standings.csv");
    const lines = Buffer.from(file.bytes).toString("utf8").trim().split("\r\n");
    expect(lines[0]).toBe("rank,player_id,player,match_points,wins,losses,draws,byes,omw,gw,ogw,dropped");
    expect(lines).toHaveLength(6);

    const other = await reply(fake.slash(fake.carol, "league deck", { league: "Summer", player: fake.alice }));
    expect(other.content).toMatch(/only after the league/);
    const own = await reply(fake.slash(fake.alice, "league deck", { league: "Summer" }));
    expect(own.content).toContain("deck of alice");
    const listed = await reply(fake.slash(players[4]!, "league list", {}));
    expect(listed.content).toBe(`• **Summer**: finished, won by <@${IDS.bob}>`);
    const hist = await reply(fake.slash(fake.carol, "league history", { player: fake.alice }));
    expect(hist.content).toMatch(/\*\*Summer\*\* \(finished\): rank 5 of 5, 0 points, 0-2-0\n/);
    // Each match: round, table, opponent, result from Alice's side, how it was decided, its thread, its id.
    expect(hist.content).toMatch(
      new RegExp(`R1 T2 vs <@${IDS.dave}>: 0-1 \\(set by an organiser\\) · <#\\d+> · \`\\w+\``),
    );
    expect(hist.content).toMatch(new RegExp(`R2 T2 vs <@${IDS.bob}>: 0-1 \\(conceded\\) · <#\\d+>`));
    expect(hist.content).toMatch(new RegExp(`top cut R3 T1 vs <@${IDS.carol}>: 0-1 \\(conceded\\) · <#\\d+>`));
    const dave = players.find((p) => p.username === "dave")!;
    const histDave = await reply(fake.slash(fake.carol, "league history", { player: dave }));
    expect(histDave.content).toMatch(/rank 4 of 5, 3 points, 1-1-0, dropped/);
    // Fixed ids and league seed: the same league every run (and on both databases).
    const rounds4 = await leagues.rounds(await leagueId());
    expect(rounds4.map((r) => r.pairings.map((p) => [who(p.playerA), who(p.playerB), p.source]))).toEqual([
      [
        ["bob", "erin", "concede"],
        ["dave", "alice", "override"],
        ["carol", "-", "bye"],
      ],
      [
        ["carol", "dave", "drop"],
        ["bob", "alice", "concede"],
        ["erin", "-", "bye"],
      ],
      [
        ["carol", "alice", "concede"],
        ["bob", "erin", "deadline"],
      ],
      [["carol", "bob", "override"]],
    ]);
    const final = (await leagues.standings(await leagueId())).standings;
    expect(final.map((x) => [who(x.player), x.rank, x.matchPoints, x.dropped])).toEqual([
      ["carol", 1, 6, false],
      ["bob", 2, 6, false],
      ["erin", 3, 3, false],
      ["dave", 4, 3, true],
      ["alice", 5, 0, false],
    ]);
    expect(table.errors).toEqual([]);
    expect(fake.unexpected).toEqual([]);
  });

  it("a league match replays from its log: final board, whole log, and the check against the stored match", async () => {
    const finalPairing = (await leagues.rounds(await leagueId()))[3]!.pairings[0]!;
    const ac = fake.autocomplete(fake.carol, "league replay", { name: "match", value: "" });
    await ac.firstCallback();
    expect(ac.record.choices?.[0]).toMatchObject({
      value: finalPairing.matchId,
      name: "Summer · cut R4 T1 vs Bob · 0-1",
    });
    // A match that was played (Alice conceded the cut's first round).
    const played = (await leagues.rounds(await leagueId()))[2]!.pairings[0]!;
    const h = fake.slash(fake.carol, "league replay", { match: played.matchId! });
    await h.waitFor(settled, 15_000, "replay");
    const msg = h.original()!;
    expect(msg.ephemeral).toBe(true);
    expect(msg.message.content).toContain("Replay of **Summer, top cut round 3, table 1**");
    expect(msg.message.content).toContain("Result 1-0 (conceded)");
    expect(msg.message.content).toMatch(
      /Rebuilt from the config, the seed and \d+ logged actions; it agrees with the stored match/,
    );
    const board = msg.files.find((f) => f.filename.endsWith(".png"))!;
    expect(isPng(board.bytes)).toBe(true);
    const log = Buffer.from(msg.files.find((f) => f.filename === `match-${played.matchId}-log.txt`)!.bytes).toString();
    // The whole public log, names in place of seats, equal to the stored match's public log.
    const stored = await table.bot.deps.matches.load(played.matchId!);
    const storedLog = stored.ok ? (stored.view("public")?.log ?? []) : [];
    expect(log.trim().split("\n")).toHaveLength(storedLog.length);
    expect(storedLog.length).toBeGreaterThan(0);
    expect(log).not.toMatch(/\bP[12]\b/);
    const other = await reply(fake.slash(fake.bob, "league replay", { match: "not-a-match" }));
    expect(other.content).toMatch(/not a league match of this server/);
    expect(table.errors).toEqual([]);
    expect(fake.unexpected).toEqual([]);
  });
}

for (const provider of providers) {
  describe.skipIf(provider.skip)(`a league through Discord (${provider.name})`, () => leagueSuite(provider));
}
