/**
 * Golden game traces (issue "Engine speed": "the same seeds give the same games before and after"). A trace is a
 * seeded random game between two precons: its full action log and hashes of everything observable — the events'
 * texts and the final per-seat and public views. Recorded once with `npm run traces -- --update`; the test
 * `test/riftbound/golden-traces.test.ts` replays each log (apply) and re-plays each game with the same policy
 * (legalActions), and both must reproduce the hashes exactly. Regenerate only when a rules change is meant to
 * change games, and say so in the commit.
 */
import { createHash } from "node:crypto";
import type { LogEntry } from "../../engine/index.js";
import { riftbound } from "./rules/index.js";
import type { RbAction } from "./rules/actions.js";
import type { RbConfig } from "./rules/setup.js";
import { playRandomGame } from "./sim.js";

/** One recorded game: which decks, seeds, its log and the hashes of what it showed. */
export interface GameTrace {
  readonly decks: readonly [string, string];
  readonly seed: string;
  readonly policySeed: number;
  readonly winner: number | null;
  readonly actions: number;
  /** sha256 of every event text of every apply, in order, joined by newlines. */
  readonly eventsHash: string;
  /** sha256 of the final public view and each seat's view (JSON). */
  readonly viewsHash: string;
  readonly log: readonly LogEntry<RbAction>[];
}

const sha = (s: string): string => createHash("sha256").update(s).digest("hex");

/** Hashes of a game replayed from its log (apply only). @throws if an action is refused. */
export function replayHashes(
  config: RbConfig,
  seed: string,
  log: readonly LogEntry<RbAction>[],
): { eventsHash: string; viewsHash: string; winner: number | null } {
  let s = riftbound.create(config, seed);
  const texts: string[] = [];
  log.forEach((e, i) => {
    const r = riftbound.apply(s, e.seat, e.action);
    if (!r.ok) throw new Error(`trace action #${i} refused: ${r.error.code} ${r.error.message}`);
    for (const ev of r.events) texts.push(ev.text);
    s = r.state;
  });
  const views = JSON.stringify([riftbound.view(s, "public"), ...s.players.map((p) => riftbound.view(s, p.seat))]);
  return { eventsHash: sha(texts.join("\n")), viewsHash: sha(views), winner: s.winner };
}

/** Plays one game with the soak's seeded policy (`playRandomGame`) and records its trace. */
export function recordTrace(
  decks: readonly [string, string],
  config: RbConfig,
  seed: string,
  policySeed: number,
): GameTrace {
  const g = playRandomGame(config, seed, policySeed);
  const h = replayHashes(config, seed, g.log);
  return { decks, seed, policySeed, actions: g.actions, ...h, log: g.log };
}
