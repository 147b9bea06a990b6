/**
 * Starting a game (001 101): heroes in play, ready, face up (101.1, 301.1-301.2); decks shuffled from the seeded
 * RNG; seven cards each; a random first player (docs/rules-decisions.md "WoW: first player"); then one mulligan
 * decision per player in seat order from the first player (101.2).
 */
import { type Seat, shuffle } from "../../../engine/index.js";
import { dealOpening } from "../../wow-family/rules/core.js";
import type { WowObject, WowPlayer, WowState } from "./state.js";
import { draw } from "./zones.js";

/** A match config: each seat's hero and deck (printing ids), validated by the host's deck rules. */
export interface WowConfig {
  readonly decks: readonly {
    readonly hero: string;
    readonly cards: readonly string[];
    /** The side deck (CR 7.4 100.3): outside the game, the player's collection (800.2a); private to its owner. */
    readonly side?: readonly string[];
  }[];
}

/** Builds the opening state (before the mulligans are answered). */
export function setup(config: WowConfig, seed: number | string): WowState {
  const {
    objects,
    players,
    rng: afterFirst,
    first,
  } = dealOpening<WowObject, WowPlayer>(
    seed,
    config.decks.map((d) => ({ leader: d.hero, cards: d.cards })),
    (id, code, owner, where) => ({
      id,
      code,
      owner,
      controller: owner,
      zone: where === "leader" ? "hero" : "deck",
      exhausted: false,
      damage: 0,
      faceDown: false,
      since: 0,
      flipped: false,
    }),
    (hero, deck) => ({
      hero,
      deck,
      hand: [],
      graveyard: [],
      rfg: [],
      resources: [],
      allies: [],
      equipment: [],
      placed: false,
      decked: false,
      lost: false,
    }),
  );
  const s: WowState = {
    version: 0,
    rng: afterFirst,
    turn: 0,
    active: first,
    first,
    step: "mulligan",
    window: null,
    next: null,
    chain: [],
    combat: null,
    packets: [],
    waiting: [],
    ask: null,
    players,
    objects,
    mulligans: [first, 1 - first],
    turnMods: [],
    dealt: [],
    used: [],
    log: [{ text: `P${first + 1} is chosen at random to go first.` }],
    winner: null,
    over: false,
  };
  // CR 7.4 800.2a: the side deck is the collection; its cards stay outside the game (printing ids, not objects).
  config.decks.forEach((d, seat) => {
    if (d.side?.length) s.players[seat]!.side = [...d.side];
  });
  for (const seat of [0, 1]) draw(s, seat, 7);
  s.ask = { kind: "mulligan", seat: first };
  return s;
}

/** 101.2: a mulligan shuffles the hand into the deck and draws seven again. */
export function mulligan(s: WowState, seat: Seat): void {
  const p = s.players[seat]!;
  for (const id of p.hand) {
    const o = s.objects[Number(id.slice(1))]!;
    o.zone = "deck";
  }
  const [rng, deck] = shuffle(s.rng, [...p.deck, ...p.hand]);
  s.rng = rng;
  p.deck = deck;
  p.hand = [];
  draw(s, seat, 7);
  s.log.push({ text: `P${seat + 1} mulligans.` });
}
