/**
 * Starting a game (002 101): commanders in play, ready (101.1, 301.1); decks shuffled from the seeded RNG; the top
 * seven cards put into hand (101.1: not a draw, docs/rules-decisions.md "Rise: opening hand"); a random first player
 * (101.1: "randomly decide who chooses"; the chosen player goes first); then one hand-reset decision per player from
 * the first player (101.2).
 */
import { type Seat, shuffle } from "../../../engine/index.js";
import { dealOpening } from "../../wow-family/rules/core.js";
import type { RiseCard } from "../cards/schema.js";
import type { RiseObject, RisePlayer, RiseState } from "./state.js";
import { moveTo } from "./zones.js";

/** A match config: the card table (cards by code, docs/rise.md) and each seat's commander and deck. */
export interface RiseConfig {
  readonly cards: Readonly<Record<string, RiseCard>>;
  readonly decks: readonly { readonly commander: string; readonly cards: readonly string[] }[];
}

/** A fresh object. */
export function newObject(id: string, code: string, owner: Seat, zone: RiseObject["zone"]): RiseObject {
  return {
    id,
    code,
    owner,
    controller: owner,
    zone,
    exhausted: false,
    damage: 0,
    faceDown: false,
    since: 0,
    inc: 0,
    skipReady: false,
    substitute: false,
  };
}

/** 101.1 / 101.2: the top seven cards into hand (not drawn: no draw events). */
export function takeSeven(s: RiseState, seat: Seat): void {
  const p = s.players[seat]!;
  for (const id of p.deck.slice(0, 7)) moveTo(s, id, "hand");
}

/** Builds the opening state (before the hand resets are answered). */
export function setup(config: RiseConfig, seed: number | string): RiseState {
  const {
    objects,
    players,
    rng: afterFirst,
    first,
  } = dealOpening<RiseObject, RisePlayer>(
    seed,
    config.decks.map((d) => ({ leader: d.commander, cards: d.cards })),
    (id, code, owner, where) => newObject(id, code, owner, where === "leader" ? "commander" : "deck"),
    (commander, deck) => ({
      commander,
      deck,
      hand: [],
      salvage: [],
      vortex: [],
      resources: [],
      troops: [],
      gear: [],
      placed: false,
      decked: false,
      lost: false,
    }),
  );
  const s: RiseState = {
    version: 0,
    rng: afterFirst,
    cards: config.cards,
    turn: 0,
    active: first,
    first,
    step: "reset",
    window: null,
    next: null,
    chain: [],
    combat: null,
    packets: [],
    waiting: [],
    ask: null,
    players,
    objects,
    resets: [first, 1 - first],
    turnMods: [],
    loops: 0,
    log: [{ text: `P${first + 1} is chosen at random to go first.` }],
    winner: null,
    over: false,
  };
  for (const seat of [0, 1]) takeSeven(s, seat);
  s.ask = { kind: "reset", seat: first };
  return s;
}

/** 101.2: a hand reset shuffles the hand into the deck and takes the top seven again (once per game). */
export function resetHand(s: RiseState, seat: Seat): void {
  const p = s.players[seat]!;
  for (const id of [...p.hand]) moveTo(s, id, "deck");
  const [rng, deck] = shuffle(s.rng, p.deck);
  s.rng = rng;
  p.deck = deck;
  takeSeven(s, seat);
  s.log.push({ text: `P${seat + 1} resets their hand.` });
}
