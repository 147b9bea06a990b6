/**
 * Match creation (103-118, 644 Duel, 645 Match): objects for every card, legend and champion zones, one random
 * battlefield per player, shuffled decks, the first player, four cards each and mulligans as pending decisions.
 */
import { CARD_TYPES, DOMAINS } from "../data/schema.js";
import { z } from "zod";
import { type Seat, seedRng, shuffle } from "../../../engine/index.js";
import type { RbState, CardStatic, PlayerState, RbObject, RbMode, RbEdition } from "./state.js";
import { opponent } from "./util.js";
import { registerCards, cardData } from "./catalogue.js";
import { emptyHistory } from "./turn.js";
import { newObject } from "./zones.js";
import { mut, obj } from "./objects.js";
import { randomInt } from "./game-actions.js";

/** Queues the decisions and the deal that start a game of a match: first player (later games), battlefields, deal. */
export function queueGameStart(s: RbState, firstChooser: Seat | null): void {
  s.tasks.push({ t: "matchDeal" });
  // Stack: the last pushed runs first.
  const order =
    firstChooser === null ? [s.firstPlayer, opponent(s, s.firstPlayer)] : [firstChooser, opponent(s, firstChooser)];
  s.tasks.push({ t: "matchBattlefield", seat: order[1]! });
  s.tasks.push({ t: "matchBattlefield", seat: order[0]! });
  if (firstChooser !== null) s.tasks.push({ t: "matchFirst", seat: firstChooser });
}

/** A resolved deck (the card source resolves names to codes before the engine sees it). */
export const RbDeckSchema = z.object({
  legend: z.string(),
  champion: z.string(),
  /** Main deck including one copy of the chosen champion (103.2): 40 cards. */
  main: z.array(z.string()).min(1),
  battlefields: z.array(z.string()).min(1),
  runes: z.array(z.string()),
});

export type RbDeck = z.infer<typeof RbDeckSchema>;

/** A card's printed data in a config: the same shape as the catalogue's {@link CardStatic} (checked by the type). */
const CardStaticSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(CARD_TYPES),
  supertype: z.string().nullable(),
  domains: z.array(z.enum(DOMAINS)),
  energy: z.number().nullable(),
  power: z.number().nullable(),
  might: z.number().nullable(),
  mightBonus: z.number().nullable(),
  tags: z.array(z.string()),
  keywords: z.array(z.string()),
  text: z.string(),
}) satisfies z.ZodType<CardStatic>;

/** The mode of a config that names none (644: a duel). */
const DEFAULT_MODE = "duel";

/** The fields of a match configuration other than its card data (see {@link RbConfigSchema}). */
const configFields = {
  mode: z.enum(["duel", "match", "ffa3", "ffa4", "2v2"]).default(DEFAULT_MODE),
  /** 644.1-648.1: two players (duel, match), three (ffa3) or four (ffa4, 2v2: teams seats 0+2 and 1+3). */
  players: z
    .array(z.object({ name: z.string().optional(), deck: RbDeckSchema }))
    .min(2)
    .max(4),
  /** Rules edition: the seed rules (default) or Core Rules v1.4 (relevance and invitations differ). */
  edition: z.enum(["2025-06-02", "1.4"]).optional(),
  /** Optional fixed first player (scenario `firstPlayer`); otherwise decided by the seed (115). */
  firstPlayer: z.number().int().min(0).max(3).optional(),
  /** Skip mulligans (tests). */
  skipMulligan: z.boolean().optional(),
};

/** A config schema with `cards` entries checked by `card`, and the seat checks (644.1-648.1, 115). */
function configSchema<C extends z.ZodType>(card: C) {
  return z
    .object({
      ...configFields,
      /** Printed data for every code in the decks (from the card source). */
      cards: z.array(card),
    })
    .refine((c) => c.players.length === seatCount(c.mode), {
      message: "the number of players does not match the mode (duel/match 2, ffa3 3, ffa4/2v2 4; 644.1-648.1)",
    })
    .refine((c) => c.firstPlayer === undefined || c.firstPlayer < c.players.length, {
      message: "firstPlayer is not a seat",
    });
}

/**
 * Match configuration: mode, the players' decks and the printed data of every card they use. The boundary's schema
 * (the host's `parseConfig`, before a stored config is used): every card entry is checked in full.
 */
export const RbConfigSchema = configSchema(CardStaticSchema);

/**
 * The schema `setupGame` checks a config with (docs/engine.md "What a config is checked for, and where"): the same,
 * but a card entry only for its code here; the entries whose code the catalogue lacks, the only ones the engine
 * registers and reads (`registerCards`: one code means one printed card), are checked in full by {@link configCards}.
 */
const SetupConfigSchema = configSchema(z.object({ code: z.string() }));

/**
 * The printed data a config brings that the catalogue lacks, each entry checked with {@link CardStaticSchema} (a
 * copy, as the parse makes); an entry of a code the catalogue has is not read (its data is the catalogue's).
 * @throws ZodError when such an entry is malformed.
 */
function configCards(cards: readonly unknown[]): CardStatic[] {
  const out: CardStatic[] = [];
  // Each entry's `code` is a string: `SetupConfigSchema` checked it.
  for (const c of cards) if (cardData((c as { code: string }).code) === undefined) out.push(CardStaticSchema.parse(c));
  return out;
}

/** The number of seats of a mode of play (644.1, 645.1, 646.1, 647.1, 648.1). */
export function seatCount(mode: RbMode): number {
  return mode === "ffa3" ? 3 : mode === "ffa4" || mode === "2v2" ? 4 : 2;
}

/** Is this a mode for three or four players (646-648). */
export function isMultiplayer(mode: RbMode): boolean {
  return seatCount(mode) > 2;
}

/** A battlefield without abilities, put in place of a removed player's battlefield (652.2.a). */
export const TOKEN_BATTLEFIELD: CardStatic = {
  code: "TOKEN-BATTLEFIELD",
  name: "Token Battlefield",
  type: "Battlefield",
  supertype: null,
  domains: [],
  energy: null,
  power: null,
  might: null,
  mightBonus: null,
  tags: [],
  keywords: [],
  text: "",
};

export type RbConfig = z.input<typeof RbConfigSchema>;

/** An empty player record. */
function emptyPlayer(seat: Seat): PlayerState {
  return {
    seat,
    points: 0,
    pool: { energy: 0, power: {} },
    mainDeck: [],
    runeDeck: [],
    hand: [],
    trash: [],
    banishment: [],
    base: [],
    runes: [],
    legend: null,
    champion: null,
    reserveBattlefields: [],
    mulliganDone: false,
    extraRuneFirstChannel: false,
    hasHadChannelPhase: false,
    conceded: false,
  };
}

/** `n` empty player records, seats 0 to n - 1 (a loop: `Array.from` of a length was most of an empty state's time). */
function emptyPlayers(n: number): PlayerState[] {
  const players: PlayerState[] = [];
  for (let i = 0; i < n; i++) players.push(emptyPlayer(i));
  return players;
}

/** An empty state around the given card data (used by setup and by scenario positions). */
export function emptyState(
  cards: readonly CardStatic[],
  seed: number | string,
  mode: RbMode = "duel",
  edition: RbEdition = "2025-06-02",
): RbState {
  const n = seatCount(mode);
  registerCards(n > 2 ? [...cards, TOKEN_BATTLEFIELD] : cards);
  return {
    game: "riftbound",
    mode,
    ...(mode === "2v2"
      ? {
          teams: [
            [0, 2],
            [1, 3],
          ],
        }
      : {}), // 648.2, 648.5.b.1: turn order alternates teams
    // Only a non-default edition is recorded: seed-rules states (and the golden traces) are unchanged.
    ...(edition === "1.4" ? { edition } : {}),
    version: 0,
    rng: seedRng(seed),
    objects: [null],
    nextId: 1,
    timestamp: 0,
    players: emptyPlayers(n),
    battlefields: [],
    turnPlayer: 0,
    firstPlayer: 0,
    turnNumber: 1,
    phase: "setup",
    step: "setup",
    chain: [],
    chainPasses: [],
    priority: null,
    chainByFocus: false,
    chainOpen: false,
    showdown: null,
    effects: [],
    triggerQueue: [],
    tasks: [],
    pending: null,
    history: emptyHistory(),
    victoryScore: mode === "2v2" ? 11 : 8, // 644.3-647.3; 648.3
    winner: null,
    match: mode === "match" ? { setPoints: [0, 0], game: 1 } : null,
    log: [],
  };
}

/** Adds an object for a card in a zone list (not placed anywhere else). @throws if the card data is missing. */
export function addCardObject(s: RbState, code: string, owner: Seat, zone: RbObject["zone"]): string {
  if (!cardData(code)) throw new Error(`no card data for ${code}`);
  const id = newObject(s, code, owner, false);
  mut(s, id).zone = zone;
  return id;
}

/** Puts a battlefield card into play as a new battlefield (one per player in a duel, 644.4-644.5). */
export function addBattlefield(s: RbState, code: string, owner: Seat): string {
  const id = addCardObject(s, code, owner, "battlefieldCard");
  s.battlefields.push({
    index: s.battlefields.length,
    card: id,
    controller: null,
    contestedBy: null,
    units: [],
    facedown: null,
  });
  return id;
}

/**
 * The config objects `setupGame` has already checked, each with its {@link configCards} (the printed data it brings
 * that the catalogue lacked; usually none, then the shared empty list): the bench, the simulator and the traces create
 * many matches from one config object, and the check (zod) was about half of a match's creation, the walk of its
 * ~100 card entries another ~15% after that. Only a config that passed is remembered. Not the parse's copy: a
 * remembered copy would live as long as its config, and the service creates each match from a fresh config
 * (measured: it slowed that case by a third).
 */
const checkedConfigs = new WeakMap<RbConfig, readonly CardStatic[]>();

/** The {@link configCards} of a config that brings none (shared, never changed). */
const NO_CONFIG_CARDS: readonly CardStatic[] = [];

/**
 * The config as `setupGame` reads it, checked (see {@link SetupConfigSchema}, {@link configCards}) once per config
 * object: a config checked before is read as it is, with the schema's default mode, and the card data it brought then.
 * @throws ZodError when the config is malformed.
 */
function checkConfig(configIn: RbConfig): {
  config: z.output<typeof SetupConfigSchema>;
  cards: readonly CardStatic[];
} {
  const known = checkedConfigs.get(configIn);
  if (known !== undefined) return { config: { ...configIn, mode: configIn.mode ?? DEFAULT_MODE }, cards: known };
  const config = SetupConfigSchema.parse(configIn);
  const found = configCards(configIn.cards); // entries checked in order
  const cards = found.length > 0 ? found : NO_CONFIG_CARDS;
  checkedConfigs.set(configIn, cards); // after both checks: a config that fails is never remembered
  return { config, cards };
}

/**
 * Sets up a new game (110-118) and queues the mulligans (117). The caller runs `advance` to reach the first
 * decision. @throws Error if the config is malformed (validated with zod). A config is treated as immutable once a
 * match was created from it: a config object is checked once, and a later create reads what that check produced.
 */
export function setupGame(configIn: RbConfig, seed: number | string): RbState {
  const { config, cards } = checkConfig(configIn);
  const s = emptyState(cards, seed, config.mode, config.edition);
  if (isMultiplayer(config.mode)) return setupMultiplayer(s, config);
  config.players.forEach((pc, seat) => {
    const p = s.players[seat]!;
    p.legend = addCardObject(s, pc.deck.legend, seat, "legend"); // 111
    const main = pc.deck.main.slice();
    const ci = main.indexOf(pc.deck.champion);
    if (ci >= 0) main.splice(ci, 1);
    p.champion = addCardObject(s, pc.deck.champion, seat, "champion"); // 112
    p.chosenChampion = obj(s, p.champion).code; // 103.2
    p.mainDeck = main.map((c) => addCardObject(s, c, seat, "mainDeck"));
    p.runeDeck = pc.deck.runes.map((c) => addCardObject(s, c, seat, "runeDeck"));
    if (s.match) {
      // 645.5: in a match each player chooses their battlefield (a decision queued below); decks are shuffled
      // when the game is dealt (match.ts).
      p.reserveBattlefields = [...p.reserveBattlefields, ...pc.deck.battlefields];
      return;
    }
    // 644.5: one of the player's battlefields at random; the rest are set aside.
    const choice = randomInt(s, pc.deck.battlefields.length);
    pc.deck.battlefields.forEach((code, i) => {
      if (i === choice) addBattlefield(s, code, seat);
      else p.reserveBattlefields = [...p.reserveBattlefields, code];
    });
    // 114: shuffle both decks.
    const [r1, md] = shuffle(s.rng, p.mainDeck);
    const [r2, rd] = shuffle(r1, p.runeDeck);
    s.rng = r2;
    p.mainDeck = md;
    p.runeDeck = rd;
  });
  // 115: first player.
  const first = config.firstPlayer ?? randomInt(s, 2);
  s.firstPlayer = first;
  s.turnPlayer = first;
  s.players[1 - first]!.extraRuneFirstChannel = true; // 644.7, 645.7
  if (s.match) {
    s.match.champions = s.players.map((p) => p.champion);
    if (config.skipMulligan) s.match.skipMulligan = true;
    queueGameStart(s, null); // 645.5 battlefield choices, then the deal (116-117)
    return s;
  }
  // 116: four cards each.
  for (const p of s.players) {
    for (let i = 0; i < 4; i++) {
      const id = p.mainDeck.shift();
      if (!id) break;
      mut(s, id).zone = "hand";
      p.hand.push(id);
    }
  }
  s.step = "awaken";
  s.phase = "awaken";
  // 117: mulligans in turn order (a stack: push the last one first).
  if (!config.skipMulligan) {
    s.tasks.push({ t: "mulligan", seat: 1 - first });
    s.tasks.push({ t: "mulligan", seat: first });
  }
  return s;
}

/**
 * Setup of FFA3, FFA4 and 2v2 (646.5, 647.4-647.5, 648.4-648.5, CR 1.4 487-489): the first player is decided first
 * (115); in FFA3 every player puts one of their battlefields at random into play, in FFA4 and 2v2 the first player's
 * battlefields are removed and every other player puts one at random; the first player skips their first draw and
 * the last player in turn order channels one extra rune on their first channel phase (646.7, 647.7, 648.7).
 */
function setupMultiplayer(s: RbState, config: z.output<typeof SetupConfigSchema>): RbState {
  const n = s.players.length;
  const first = config.firstPlayer ?? randomInt(s, n);
  s.firstPlayer = first;
  s.turnPlayer = first;
  config.players.forEach((pc, seat) => {
    const p = s.players[seat]!;
    p.legend = addCardObject(s, pc.deck.legend, seat, "legend"); // 111
    const main = pc.deck.main.slice();
    const ci = main.indexOf(pc.deck.champion);
    if (ci >= 0) main.splice(ci, 1);
    p.champion = addCardObject(s, pc.deck.champion, seat, "champion"); // 112
    p.chosenChampion = obj(s, p.champion).code; // 103.2
    p.mainDeck = main.map((c) => addCardObject(s, c, seat, "mainDeck"));
    p.runeDeck = pc.deck.runes.map((c) => addCardObject(s, c, seat, "runeDeck"));
    const removesOwn = seat === first && s.mode !== "ffa3"; // 647.4.b, 648.4.b
    const choice = removesOwn ? -1 : randomInt(s, pc.deck.battlefields.length); // 646.5, 647.5, 648.5.a
    pc.deck.battlefields.forEach((code, i) => {
      if (i === choice) addBattlefield(s, code, seat);
      else p.reserveBattlefields = [...p.reserveBattlefields, code];
    });
    const [r1, md] = shuffle(s.rng, p.mainDeck); // 114
    const [r2, rd] = shuffle(r1, p.runeDeck);
    s.rng = r2;
    p.mainDeck = md;
    p.runeDeck = rd;
  });
  s.players[first]!.skipFirstDraw = true; // 646.7, 647.7, 648.7 (CR 1.4 489.7: the Draw Phase)
  s.players[(first + n - 1) % n]!.extraRuneFirstChannel = true; // the player going last
  for (const p of s.players) {
    for (let i = 0; i < 4; i++) {
      const id = p.mainDeck.shift(); // 116
      if (!id) break;
      mut(s, id).zone = "hand";
      p.hand.push(id);
    }
  }
  s.step = "awaken";
  s.phase = "awaken";
  // 117: mulligans in turn order (a stack: push the last one first).
  if (!config.skipMulligan) for (let i = n - 1; i >= 0; i--) s.tasks.push({ t: "mulligan", seat: (first + i) % n });
  return s;
}
