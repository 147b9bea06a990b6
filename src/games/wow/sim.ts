/**
 * Seeded random WoW games over `legalActions` (soak tests, demos): a policy that prefers acting over passing, so
 * games end. Pure: the RNG is the engine's, seeded per game.
 */
import { nextInt, type RngState, replay, type Seat, seedRng } from "../../engine/index.js";
import type { LogEntry } from "../../engine/index.js";
import { type WowAction, type WowConfig, type WowState, wowRules } from "./rules/index.js";
import { handRevealed } from "./rules/revealed-hand.js";
import { deckFaceUp } from "./rules/face-up-deck.js";

/** One finished (or cut) random game. */
export interface WowSimGame {
  readonly state: WowState;
  readonly actions: number;
  readonly log: LogEntry<WowAction>[];
  /** Problems found on the way: refusals of legal actions, broken invariants, leaks of private cards. */
  readonly problems: string[];
}

/**
 * The object ids a seat may not see in a view of `s`: others' hands (unless a card reveals them), decks (unless turned
 * face up) and face-down resources.
 */
export function privateCodes(s: WowState, viewer: number | "public"): Set<string> {
  const out = new Set<string>();
  s.players.forEach((p, seat) => {
    if (viewer === seat) return;
    for (const id of [...p.hand, ...p.deck, ...p.resources]) {
      const o = s.objects[Number(id.slice(1))]!;
      if (o.zone === "resource" && !o.faceDown) continue;
      // "That opponent plays with his hand revealed" (Mind Vision): a revealed hand is every seat's to see (CR 7.4 413).
      if (o.zone === "hand" && handRevealed(s, seat as Seat)) continue;
      // A deck turned over is face up and public (CR 7.4 415.3d, Fortune Telling).
      if (o.zone === "deck" && deckFaceUp(s, seat as Seat)) continue;
      out.add(id);
    }
  });
  return out;
}

/**
 * The cards an effect shows `viewer` while they choose among them: an opponent's hand looked at (CR 7.4 415.3, Eye
 * of Kilrogg) is theirs to see during that decision, so its options may name those cards.
 */
function shownTo(s: WowState, viewer: number | "public"): ReadonlySet<string> {
  const a = s.ask;
  return a && a.seat === viewer && "cards" in a ? new Set(a.cards) : new Set();
}

/** Checks that no view names a hidden object id of another seat (except cards an effect shows the viewer). */
export function leaks(s: WowState): string[] {
  const problems: string[] = [];
  for (const viewer of ["public", 0, 1] as const) {
    const text = JSON.stringify(wowRules.view(s, viewer));
    const shown = shownTo(s, viewer);
    for (const id of privateCodes(s, viewer))
      if (!shown.has(id) && (text.includes(`"${id}"`) || text.includes(` ${id}.`)))
        problems.push(`${viewer} view shows hidden ${id}`);
  }
  return problems;
}

/** Plays one seeded random game (at most `limit` actions); checks invariants and privacy when `check`. */
export function simulate(config: WowConfig, seed: number, limit = 4000, check = true): WowSimGame {
  let s = wowRules.create(config, seed);
  let rng: RngState = seedRng(`policy-${seed}`);
  const log: LogEntry<WowAction>[] = [];
  const problems: string[] = [];
  while (!s.over && log.length < limit) {
    const p = wowRules.pending(s);
    if (!p) break;
    const legal = wowRules.legalActions(s, p.seat).filter((a) => a.type !== "concede");
    let i: number;
    [rng, i] = nextInt(rng, legal.length);
    let action = legal[i]!;
    if (action.type === "pass" && legal.length > 1) action = legal[(i + 1) % legal.length]!;
    const r = wowRules.apply(s, p.seat, action);
    if (!r.ok) {
      problems.push(`legal action refused: ${JSON.stringify(action)}: ${r.error.code}`);
      break;
    }
    s = r.state;
    log.push({ seat: p.seat, action });
    if (check) problems.push(...wowRules.verify(s), ...leaks(s));
    if (problems.length) break;
  }
  return { state: s, actions: log.length, log, problems };
}

/** Rebuilds a game from its log and compares (design principle: a match is rebuilt exactly). */
export function replays(config: WowConfig, seed: number, game: WowSimGame): boolean {
  const again = replay(wowRules, config, seed, game.log);
  return JSON.stringify(again) === JSON.stringify(game.state);
}
