/**
 * Seeded random Rise games over `legalActions` (soak tests, `npm run soak`): a policy that prefers acting over
 * passing, so games end. Checks after every action: `verify`, and that no view names another seat's hidden card.
 */
import { type LogEntry, nextInt, type RngState, replay, seedRng } from "../../engine/index.js";
import { cardTable } from "./cards/catalogue.js";
import type { CardSet } from "./cards/schema.js";
import { buildRiseDeck, sampleDeckText } from "./decks.js";
import { type RiseAction, type RiseConfig, type RiseState, riseRules } from "./rules/index.js";

/** One finished (or cut) random game. */
export interface RiseSimGame {
  readonly state: RiseState;
  readonly actions: number;
  readonly log: LogEntry<RiseAction>[];
  /** Refusals of legal actions, broken invariants, leaks of private cards, engine errors. */
  readonly problems: string[];
}

/** The config of a game between the set's sample decks `a` and `b`. */
export function sampleConfig(set: CardSet, a = 0, b = 1): RiseConfig {
  const decks = [a, b].map((i) => {
    const r = buildRiseDeck(set, sampleDeckText(set, i));
    if (!r.ok) throw new Error(`rise: sample deck ${i} is invalid: ${r.problems.map((p) => p.message).join("; ")}`);
    return r.deck;
  });
  return {
    cards: cardTable(
      set,
      decks.flatMap((d) => [d.commander, ...d.cards]),
    ),
    decks: decks.map((d) => ({ commander: d.commander, cards: [...d.cards] })),
  };
}

/** Object ids a viewer may not see named (others' hands and decks, face-down resources of others). */
export function privateIds(s: RiseState, viewer: number | "public"): Set<string> {
  const out = new Set<string>();
  s.players.forEach((p, seat) => {
    if (viewer === seat) return;
    for (const id of [...p.hand, ...p.deck]) out.add(id);
    for (const id of p.resources) if (s.objects[Number(id.slice(1))]!.faceDown) out.add(id);
  });
  return out;
}

/** Views (public and each seat's) that name a hidden object of another seat. */
export function leaks(s: RiseState): string[] {
  const problems: string[] = [];
  for (const viewer of ["public", 0, 1] as const) {
    const text = JSON.stringify(riseRules.view(s, viewer));
    for (const id of privateIds(s, viewer))
      if (text.includes(`"${id}"`)) problems.push(`${viewer} view shows hidden ${id}`);
  }
  return problems;
}

/** Plays one seeded random game (at most `limit` actions). */
export function simulate(config: RiseConfig, seed: number, limit = 5000, check = true): RiseSimGame {
  let s = riseRules.create(config, seed);
  let rng: RngState = seedRng(`rise-policy-${seed}`);
  const log: LogEntry<RiseAction>[] = [];
  const problems: string[] = [];
  try {
    while (!s.over && log.length < limit) {
      const p = riseRules.pending(s);
      if (!p) break;
      const legal = riseRules.legalActions(s, p.seat).filter((a) => a.type !== "concede");
      let i: number;
      [rng, i] = nextInt(rng, legal.length);
      let action = legal[i]!;
      if (action.type === "pass" && legal.length > 1) action = legal[(i + 1) % legal.length]!;
      const r = riseRules.apply(s, p.seat, action);
      if (!r.ok) {
        problems.push(`legal action refused: ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
        break;
      }
      s = r.state;
      log.push({ seat: p.seat, action });
      if (check) problems.push(...riseRules.verify(s), ...leaks(s));
      if (problems.length) break;
    }
  } catch (e) {
    problems.push(`engine error after ${log.length} actions: ${(e as Error).stack ?? e}`);
  }
  return { state: s, actions: log.length, log, problems };
}

/** Rebuilds a game from its log and compares (a match is rebuilt exactly from config, seed and log). */
export function replays(config: RiseConfig, seed: number, game: RiseSimGame): boolean {
  const again = replay(riseRules, config, seed, game.log);
  return JSON.stringify(again) === JSON.stringify(game.state);
}
