/**
 * Match creation (103-118, 644 Duel, 645 Match): objects for every card, legend and champion zones, one random
 * battlefield per player, shuffled decks, the first player, four cards each and mulligans as pending decisions.
 */
import { CARD_TYPES, DOMAINS } from "../data/schema.js";
import { z } from "zod";
import { type Seat, seedRng, shuffle } from "../../../engine/index.js";
import type { RbState, CardStatic, PlayerState, RbObject } from "./state.js";
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

/** Match configuration: mode, the players' decks and the printed data of every card they use. */
export const RbConfigSchema = z.object({
  mode: z.enum(["duel", "match"]).default("duel"),
  players: z.array(z.object({ name: z.string().optional(), deck: RbDeckSchema })).length(2),
  /** Optional fixed first player (scenario `firstPlayer`); otherwise decided by the seed (115). */
  firstPlayer: z.number().int().min(0).max(1).optional(),
  /** Printed data for every code in the decks (from the card source). */
  cards: z.array(CardStaticSchema),
  /** Skip mulligans (tests). */
  skipMulligan: z.boolean().optional(),
});

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

/** An empty state around the given card data (used by setup and by scenario positions). */
export function emptyState(
  cards: readonly CardStatic[],
  seed: number | string,
  mode: "duel" | "match" = "duel",
): RbState {
  registerCards(cards);
  return {
    game: "riftbound",
    mode,
    version: 0,
    rng: seedRng(seed),
    objects: [null],
    nextId: 1,
    timestamp: 0,
    players: [emptyPlayer(0), emptyPlayer(1)],
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
    victoryScore: 8,
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
 * Sets up a new game (110-118) and queues the mulligans (117). The caller runs `advance` to reach the first
 * decision. @throws Error if the config is malformed (validated with zod).
 */
export function setupGame(configIn: RbConfig, seed: number | string): RbState {
  const config = RbConfigSchema.parse(configIn);
  const s = emptyState(config.cards as CardStatic[], seed, config.mode);
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
      p.reserveBattlefields.push(...pc.deck.battlefields);
      return;
    }
    // 644.5: one of the player's battlefields at random; the rest are set aside.
    const choice = randomInt(s, pc.deck.battlefields.length);
    pc.deck.battlefields.forEach((code, i) => {
      if (i === choice) addBattlefield(s, code, seat);
      else p.reserveBattlefields.push(code);
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
