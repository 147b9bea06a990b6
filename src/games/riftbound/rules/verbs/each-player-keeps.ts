import type { Seat } from "../../../../engine/index.js";
import type { TargetSpec } from "../../cards/types.js";
import { recycle } from "../game-actions.js";
import {
  askEffects,
  type EffectOf,
  legalTargetsFor,
  resumed,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { nameOf, turnOrderFrom } from "../util.js";

/** A player's own objects matching one entry of the instruction (their units, gear, runes, hand cards). */
function ownCandidates(ctx: VerbContext, e: EffectOf<"eachPlayerKeeps">, seat: Seat, entry: number): readonly string[] {
  const spec: TargetSpec = { id: "_", filter: e.keep[entry]!.filter, notTarget: true };
  return legalTargetsFor(ctx.s, spec, seat, ctx.src, null);
}

/**
 * "Each player chooses 2 units, 2 gear, 2 runes, and 2 cards in their hands. Recycle the rest." (Divine Judgment):
 * from the turn player in turn order (CR 1.4 303.2.a), each player chooses, one entry at a time, exactly `count` of
 * their own objects matching it (all of them when they have no more; not targets, CR 1.4 355.10); each choice is
 * asked only of that player, so hand picks stay private. Then everything matching an entry that nobody kept is
 * recycled at once (594: to the bottom of its owner's Main Deck in a random order, runes to the Rune Deck, 594.5.a;
 * tokens cease to exist, SFAQ-09).
 */
export function eachPlayerKeepsVerb(ctx: VerbContext, e: EffectOf<"eachPlayerKeeps">): VerbResult {
  const { s, task, out } = ctx;
  const at = resumed(task, "eachPlayerKeeps");
  const kept = [...(at?.kept ?? [])];
  const seats = turnOrderFrom(s, s.turnPlayer);
  const n = e.keep.length;
  let step = at?.step ?? 0;
  if (at) {
    const legal = ownCandidates(ctx, e, seats[Math.floor(step / n)]!, step % n);
    kept.push(...(takeAnswer(task) ?? []).filter((id) => legal.includes(id)).slice(0, e.keep[step % n]!.count));
    step++;
  }
  for (; step < seats.length * n; step++) {
    const seat = seats[Math.floor(step / n)]!;
    const entry = e.keep[step % n]!;
    const legal = ownCandidates(ctx, e, seat, step % n);
    if (legal.length <= entry.count) {
      kept.push(...legal);
      continue;
    }
    askEffects(ctx, {
      kind: "cards",
      prompt: `Choose ${entry.count} ${entry.label} to keep; the rest are recycled.`,
      options: legal.map((id) => ({ id, label: nameOf(s, id), object: id })),
      count: entry.count,
      seat,
      ...(e.keep[step % n]!.filter.at === "hand" ? { from: "hand" as const } : {}),
    });
    return suspend(task, { op: "eachPlayerKeeps", step, kept });
  }
  // 594: the rest, of every player and every entry, recycled in one action.
  const rest = seats.flatMap((seat) => e.keep.flatMap((_, i) => ownCandidates(ctx, e, seat, i)));
  const drop = [...new Set(rest)].filter((id) => !kept.includes(id));
  if (drop.length > 0) recycle(s, drop, out);
  return "next";
}
