/**
 * Creating and closing matches (docs/matches.md "API"): challenges, accepting with a deck (the game starts), declining
 * or withdrawing, and an admin's abort. Every write is a compare-and-set in the store.
 */
import { StoredConfigSchema, DEFAULT_CLOCK_HOURS, validClockHours } from "./clocks.js";
import { adapterOf, infoOf, type ServiceContext } from "./context.js";
import { type DeckIssue, fail, type Result } from "./errors.js";
import type { GameAdapter } from "./games.js";
import { endingOf, gamesOf, logged, notFound, staleFailure, storedResult, toInfo } from "./results.js";
import { autoPasses, settingsBySeat } from "./submission.js";
import type { Applied, ChallengeInput, DeckInput, MatchInfo, MatchResult } from "./types.js";

/**
 * Creates a challenge: the challenger takes seat 0 with a validated deck; the opponent gets seat 1 and must
 * accept. The challenge expires (declined) after one allowance. Errors: `game/unknown`, `game/bad-mode`,
 * `challenge/self`, `clock/invalid`, `deck/missing`, `deck/not-found`, `deck/invalid` (every problem listed).
 */
export async function createChallenge(
  ctx: ServiceContext,
  input: ChallengeInput,
): Promise<Result<{ match: MatchInfo; warnings: DeckIssue[] }>> {
  const adapter = ctx.games[input.game];
  if (!adapter)
    return fail("game/unknown", `Unknown game "${input.game}" (known: ${Object.keys(ctx.games).join(", ")}).`);
  const mode = input.mode ?? adapter.modes[0] ?? "1v1";
  if (!adapter.modes.includes(mode))
    return fail("game/bad-mode", `${input.game} has no mode "${mode}" (${adapter.modes.join(", ")}).`);
  const invited = [input.opponentId, ...(input.opponentIds ?? [])];
  if (invited.includes(input.challengerId)) return fail("challenge/self", "You cannot challenge yourself.");
  if (new Set(invited).size !== invited.length)
    return fail("challenge/self", "Each invited player can take only one seat.");
  if (adapter.seats(mode) !== invited.length + 1)
    return fail(
      "game/bad-mode",
      `${mode} seats ${adapter.seats(mode)} players; this challenge names ${invited.length + 1}.`,
    );
  const clockHours =
    input.clockHours ?? (input.guildId ? await ctx.store.guildClockHours(input.guildId) : null) ?? DEFAULT_CLOCK_HOURS;
  if (!validClockHours(clockHours))
    return fail("clock/invalid", "The clock must be a whole number of hours from 1 to 720 (30 days).");
  const format = input.format ?? adapter.formats?.[0];
  if (format !== undefined && !adapter.formats?.includes(format))
    return fail(
      "game/bad-format",
      `${input.game} has no deck format "${format}" (${adapter.formats?.join(", ") ?? "none"}).`,
    );
  const deck = await resolveDeck(ctx, adapter, input.game, input.challengerId, input, format, input.guildId);
  if (!deck.ok) return deck;
  const now = ctx.now();
  const row = await ctx.store.createChallenge({
    game: input.game,
    mode,
    guildId: input.guildId,
    channelId: input.channelId,
    configJson: JSON.stringify(format === undefined ? { clockHours } : { clockHours, format }),
    seed: ctx.newSeed(),
    seats: [
      {
        seat: 0,
        playerId: input.challengerId,
        deckJson: JSON.stringify(deck.deck),
        deckId: deck.deckId,
        joinedAt: now,
      },
      ...invited.map((playerId, i) => ({ seat: i + 1, playerId, deckJson: null, deckId: null, joinedAt: null })),
    ],
    expiresAt: new Date(now.getTime() + clockHours * 3_600_000),
    now,
  });
  return { ok: true, match: toInfo(row), warnings: deck.warnings };
}

/**
 * The challenged player accepts with a deck: the engine config is built from both decks, the game created from
 * the stored seed and run to its first decision. Accepting again is harmless (`duplicate: true`).
 * Errors: `match/not-found`, `challenge/not-pending`, `challenge/not-yours`, deck errors as for a challenge.
 */
export async function accept(
  ctx: ServiceContext,
  input: { matchId: string; userId: string; outbox?: string } & DeckInput,
): Promise<Result<Applied>> {
  for (let attempt = 0; attempt < ctx.maxAttempts; attempt++) {
    const row = await ctx.store.getMatch(input.matchId);
    if (!row) return notFound(input.matchId);
    const seat = row.seats.find((s) => s.playerId === input.userId);
    if (row.status !== "challenged") {
      if (seat && row.status === "active") {
        return {
          ok: true,
          matchId: row.id,
          version: row.stateVersion,
          status: "active",
          winnerSeat: null,
          applied: [],
          duplicate: true,
        };
      }
      return fail("challenge/not-pending", `This challenge is ${row.status}.`);
    }
    if (seat && seat.seat > 0 && seat.joinedAt !== null)
      return {
        ok: true,
        matchId: row.id,
        version: row.stateVersion,
        status: "challenged",
        winnerSeat: null,
        applied: [],
        duplicate: true,
      };
    if (!seat || seat.joinedAt !== null) return fail("challenge/not-yours", "Only the challenged player can accept.");
    const adapter = adapterOf(ctx, row.game);
    const stored = StoredConfigSchema.parse(JSON.parse(row.configJson));
    const built = await resolveDeck(ctx, adapter, row.game, input.userId, input, stored.format, row.guildId);
    if (!built.ok) return built;
    // Three or four seats: the game starts when the last invited player accepts; until then each joins with a deck.
    if (row.seats.some((s) => s.seat !== seat.seat && s.joinedAt === null)) {
      const joined = await ctx.store.joinSeat(row.id, seat.seat, JSON.stringify(built.deck), built.deckId, ctx.now());
      if (!joined) continue;
      return {
        ok: true,
        matchId: row.id,
        version: row.stateVersion,
        status: "challenged",
        winnerSeat: null,
        applied: [],
        duplicate: false,
      };
    }
    const decks = row.seats.map((s) =>
      s.seat === seat.seat ? built.deck : adapter.parseDeck(JSON.parse(s.deckJson ?? "null")),
    );
    // The stored (JSON) config is what replays use, so the game is created from exactly that.
    const engineJson = JSON.parse(JSON.stringify(adapter.makeConfig(decks, row.mode))) as unknown;
    const config = adapter.parseConfig(engineJson);
    const start = adapter.module.create(config, row.seed);
    const settings = settingsBySeat(row);
    const autos = autoPasses(ctx, adapter, start, settings, row.id);
    const actions = autos.steps.map((a) => ({ ...a, interactionId: null, auto: true }));
    const pendingSeat = adapter.module.pending(autos.state)?.seat;
    const now = ctx.now();
    const ending = endingOf(adapter, autos.state, undefined, gamesOf(adapter, [start, autos.state], [], undefined));
    const out = await ctx.store.start({
      matchId: row.id,
      seat: seat.seat,
      deckJson: JSON.stringify(built.deck),
      deckId: built.deckId,
      configJson: JSON.stringify({ ...stored, engine: engineJson }),
      seats: row.seats.length,
      newVersion: adapter.version(autos.state),
      snapshot: JSON.stringify(autos.state),
      ending,
      actions,
      clock: pendingSeat === undefined ? { kind: "stop" } : { kind: "run", seat: pendingSeat },
      now,
      ...(input.outbox === undefined ? {} : { outbox: input.outbox }),
    });
    if (out.status !== "ok") continue;
    return {
      ok: true,
      matchId: row.id,
      version: adapter.version(autos.state),
      status: ending?.status ?? "active",
      winnerSeat: ending?.winnerSeat ?? null,
      applied: actions.map((a, i) => logged(a, out.firstSeq + i)),
      duplicate: false,
    };
  }
  return staleFailure();
}

/**
 * Declines a pending challenge (the challenged player) or withdraws it (the challenger).
 * Errors: `match/not-found`, `match/not-a-player`, `challenge/not-pending`.
 */
export async function decline(
  ctx: ServiceContext,
  input: { matchId: string; userId: string },
): Promise<Result<{ match: MatchInfo }>> {
  const row = await ctx.store.getMatch(input.matchId);
  if (!row) return notFound(input.matchId);
  const seat = row.seats.find((s) => s.playerId === input.userId);
  if (!seat) return fail("match/not-a-player", "You are not part of this challenge.");
  const reason = seat.joinedAt === null ? "declined" : "withdrawn";
  const done = await ctx.store.close(
    row.id,
    ["challenged"],
    { status: "declined", resultJson: JSON.stringify({ reason, by: input.userId }), winnerSeat: null },
    ctx.now(),
  );
  if (!done) return fail("challenge/not-pending", "This challenge is no longer pending.");
  return infoOf(ctx, row.id);
}

/**
 * A 2v2 lobby (648.2: teams are seats 0+2 and 1+3): an invited player who has not joined yet moves to `team`
 * (0 or 1) by swapping seats with an invited player of that team who has not joined either. Moving to one's own
 * team is harmless. Errors: `match/not-found`, `match/not-a-player`, `challenge/not-pending`,
 * `challenge/team-full` (no free seat on that team), `game/bad-mode` (not a 2v2 challenge).
 */
export async function switchTeam(
  ctx: ServiceContext,
  input: { matchId: string; userId: string; team: 0 | 1 },
): Promise<Result<{ match: MatchInfo }>> {
  const row = await ctx.store.getMatch(input.matchId);
  if (!row) return notFound(input.matchId);
  if (row.status !== "challenged") return fail("challenge/not-pending", `This challenge is ${row.status}.`);
  if (row.mode !== "2v2") return fail("game/bad-mode", "Only a 2v2 game has teams.");
  const seat = row.seats.find((s) => s.playerId === input.userId);
  if (!seat) return fail("match/not-a-player", "You are not part of this challenge.");
  if (seat.seat % 2 === input.team) return infoOf(ctx, row.id);
  if (seat.seat === 0 || seat.joinedAt !== null)
    return fail("challenge/team-full", "You already took your seat: your team is fixed.");
  const free = row.seats.find((s) => s.seat % 2 === input.team && s.seat !== 0 && s.joinedAt === null);
  if (!free) return fail("challenge/team-full", "That team has no free seat: both its players already joined.");
  const ok = await ctx.store.swapSeats(row.id, seat, free, ctx.now());
  if (!ok) return staleFailure();
  return infoOf(ctx, row.id);
}

/**
 * Aborts a match (an admin; the bot checks permissions): no winner, clocks stopped.
 * Errors: `match/not-found`, `match/finished`.
 */
export async function abort(
  ctx: ServiceContext,
  input: { matchId: string; adminId: string; note?: string; outbox?: string },
): Promise<Result<{ match: MatchInfo }>> {
  // A multi-game match keeps the games already decided (read just before the close: a game decided in
  // between would be missing from the aborted result; acceptable for an admin action).
  const games = storedResult((await ctx.store.getMatch(input.matchId))?.resultJson ?? null)?.games;
  const result: MatchResult = {
    reason: "aborted",
    by: input.adminId,
    ...(input.note ? { note: input.note } : {}),
    ...(games?.length ? { games } : {}),
  };
  const done = await ctx.store.close(
    input.matchId,
    ["challenged", "active"],
    { status: "aborted", resultJson: JSON.stringify(result), winnerSeat: null },
    ctx.now(),
    input.outbox,
  );
  if (!done) {
    const row = await ctx.store.getMatch(input.matchId);
    if (!row) return notFound(input.matchId);
    return fail("match/finished", `This match is already ${row.status}.`);
  }
  return infoOf(ctx, input.matchId);
}

/** Resolves a deck: pasted text, or a saved deck of the same player and game, validated by the game. */
async function resolveDeck(
  ctx: ServiceContext,
  adapter: GameAdapter,
  game: string,
  userId: string,
  input: DeckInput,
  format?: string,
  guildId?: string | null,
): Promise<Result<{ deck: unknown; deckId: string | null; warnings: DeckIssue[] }>> {
  let text = input.deckText;
  let deckId: string | null = null;
  if (input.deckId !== undefined) {
    const saved = await ctx.store.getDeck(input.deckId);
    if (!saved || saved.ownerId !== userId || saved.game !== game)
      return fail("deck/not-found", "No saved deck with that id for you and this game.");
    text = saved.sourceText;
    deckId = saved.id;
  }
  if (text === undefined || text.trim() === "")
    return fail("deck/missing", "Bring a deck: paste a list or pick a saved deck.");
  // A game with server content (Rise's card sets) resolves the deck against the match's server.
  const guild = adapter.guildContent ? await ctx.store.guildContent(guildId, game) : undefined;
  const built = adapter.buildDeck(text, {
    ...(format === undefined ? {} : { format }),
    ...(guild === undefined ? {} : { guild }),
  });
  if (!built.ok) {
    const list = built.problems.map((p) => `- ${p.message}${p.rule ? ` (${p.rule})` : ""}`).join("\n");
    return fail("deck/invalid", `The deck cannot be used:\n${list}`, { problems: built.problems });
  }
  return { ok: true, deck: built.deck, deckId, warnings: built.warnings };
}
