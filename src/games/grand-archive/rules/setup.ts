/**
 * Starting the game (CR General Rules - Starting the Game, Standard Games 1-7 and Turn One 1-2): decks placed and
 * the main deck shuffled, the first player chosen at random, each player's Level 0 champion put onto the field
 * and its On Enter ability (the starting hand) resolved in turn order before anyone gains Opportunity.
 */
import { z } from "zod";
import { nextInt, seedRng, shuffle } from "../../../engine/rng.js";
import { cardData, hasType } from "./catalogue.js";
import { runTask } from "./effects.js";
import { advance } from "./flow.js";
import { type GaCard, type GaPlayer, type GaState, type Seat, log, newCardRecord } from "./state.js";
import { moveCard, queueEnterTriggers } from "./zones.js";

/** A deck as the engine takes it: catalogue ids, material deck and main deck. */
export const GaDeckListSchema = z.object({ material: z.array(z.string()).max(30), main: z.array(z.string()).max(200) });
/** The match config: two decks in seat order; `first` fixes the first player (else chosen at random). */
export const GaConfigSchema = z.object({
  decks: z.tuple([GaDeckListSchema, GaDeckListSchema]),
  first: z.union([z.literal(0), z.literal(1)]).optional(),
});
/** A deck list (catalogue ids). */
export type GaDeckList = z.infer<typeof GaDeckListSchema>;
/** The engine config of a match. */
export type GaConfig = z.infer<typeof GaConfigSchema>;

/** A player with empty zones. */
export const emptyPlayer = (): GaPlayer => ({
  mainDeck: [],
  materialDeck: [],
  hand: [],
  memory: [],
  graveyard: [],
  banishment: [],
  field: [],
  champion: null,
  lost: false,
  championAttacked: false,
  attacks: 0,
  championDealtCombatDamage: false,
  mageActions: 0,
});

/** Creates a match and runs it to the first decision (turn one: the first player's main phase). */
export function createGame(config: GaConfig, seed: number | string): GaState {
  let rng = seedRng(seed);
  const cards: GaCard[] = [];
  const players: [GaPlayer, GaPlayer] = [emptyPlayer(), emptyPlayer()];
  config.decks.forEach((deck, i) => {
    const seat = i as Seat;
    const mk = (id: string, zone: "materialDeck" | "mainDeck"): string => {
      const c: GaCard = newCardRecord(`c${cards.length}`, id, seat, zone, 0);
      cards.push(c);
      return c.id;
    };
    players[seat].materialDeck = deck.material.map((id) => mk(id, "materialDeck"));
    const main = deck.main.map((id) => mk(id, "mainDeck"));
    const [r, shuffled] = shuffle(rng, main); // CR Starting the Game 2
    rng = r;
    players[seat].mainDeck = shuffled;
  });
  let first: Seat = config.first ?? 0;
  if (config.first === undefined) {
    const [r, k] = nextInt(rng, 2); // CR Starting the Game 4
    rng = r;
    first = k as Seat;
  }
  const s = newState({ rng, turn: 1, active: first, first, phase: "main", cards, players });
  log(s, `P${first + 1} takes the first turn.`);
  for (const seat of [first, first === 0 ? 1 : 0] as Seat[]) placeChampion(s, seat);
  advance(s);
  return s;
}

/** Puts the Level 0 champion onto the field and resolves its On Enter abilities at once (CR Starting the Game 6). */
function placeChampion(s: GaState, seat: Seat): void {
  const p = s.players[seat];
  const id = p.materialDeck.find((m) => {
    const d = cardData(s.cards[Number(m.slice(1))]!.card);
    return hasType(d, "CHAMPION") && d.level === 0;
  });
  if (!id) {
    p.lost = true; // CR Format Conventions 3: no Level 0 champion to start with
    return;
  }
  moveCard(s, id, "field", { controller: seat });
  p.champion = id;
  log(s, `P${seat + 1} reveals ${cardData(s.cards[Number(id.slice(1))]!.card).name}.`);
  queueEnterTriggers(s, id);
  const queued = s.triggers.splice(0);
  for (const t of queued) {
    const task = {
      entry: {
        id: `setup${seat}`,
        kind: "ability" as const,
        source: t.source,
        controller: seat,
        ability: t.ability,
        targets: [],
      },
      effects: "ability" as const,
      next: 0,
    };
    runTask(s, task);
  }
}

/**
 * A state at its start: the given position (RNG, turn, active and first player, phase, cards, players) with an empty
 * Effects Stack, no pending decision, combat, lasting effects or winner (a new game, or a scenario's position).
 */
export function newState(
  p: Pick<GaState, "rng" | "turn" | "active" | "first" | "phase" | "cards" | "players">,
): GaState {
  return {
    version: 0,
    ...p,
    step: 0,
    stack: [],
    opportunity: null,
    triggers: [],
    tasks: [],
    ask: null,
    combat: null,
    lasting: [],
    materialized: false,
    winner: null,
    over: false,
    draw: false,
    nextId: 0,
    clock: 0,
    log: [],
  };
}
