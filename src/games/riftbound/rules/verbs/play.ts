import { cardScript } from "../../cards/registry.js";
import type { TargetSpec } from "../../cards/types.js";
import { limitedPlay } from "../effect-actions.js";
import {
  askEffects,
  type EffectOf,
  legalTargetsFor,
  resolveRef,
  resumed,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { targetLabel } from "../flow.js";
import { payAnyPower, powerAvailable } from "../play.js";
import type { Location } from "../state.js";
import { hereOf, keywordValue, obj, objAt, stat } from "../util.js";

/**
 * "Play <card>, ignoring its cost" (595.3, 560.1.a): a card in its owner's hand, trash or banishment goes on the chain
 * as a played card (a permanent on an empty chain resolves at once, 538). A spell's targets are chosen now, one
 * spec at a time (559.3); choosing an opponent's permanent with [Deflect] still costs its Power (721.1.c). A spell
 * with no legal target for a required choice cannot be played and stays where it is (559.3.c).
 */
export function playVerb(ctx: VerbContext, e: EffectOf<"play">): VerbResult {
  const { s, task, out, me, src } = ctx;
  const id = resolveRef(ctx, e.what).find((x) => ["hand", "trash", "banishment"].includes(obj(s, x).zone));
  if (!id || obj(s, id).owner !== me) return "next";
  const st = stat(s, id);
  const spell = cardScript(obj(s, id).code)?.abilities.find((a) => a.kind === "spell");
  const specs: readonly TargetSpec[] = spell?.kind === "spell" && st.type === "Spell" ? (spell.targets ?? []) : [];
  const chosen: Record<string, string[]> = { ...(resumed(task, "play")?.chosen ?? {}) };
  let answer = resumed(task, "play") ? takeAnswer(task) : undefined;
  const deflect = (x: string) => (obj(s, x).controller !== me ? keywordValue(s, x, "Deflect") : 0);
  for (const spec of specs) {
    if (chosen[spec.id]) continue;
    const others = spec.distinctFrom ? (chosen[spec.distinctFrom] ?? []) : [];
    const spent = Object.values(chosen)
      .flat()
      .reduce((n, x) => n + deflect(x), 0);
    const legal = legalTargetsFor(s, spec, me, id, null).filter(
      (x) => !others.includes(x) && deflect(x) <= powerAvailable(s, me) - spent,
    );
    const need = spec.count ?? 1;
    if (answer) {
      chosen[spec.id] = answer.filter((x) => legal.includes(x)); // the spec that was asked
      answer = undefined;
    } else if (legal.length === 0 && !spec.upTo)
      return "next"; // 559.3.c: it cannot be played
    else if (!spec.upTo && legal.length <= need) chosen[spec.id] = legal;
    else {
      askEffects(ctx, {
        kind: "targets",
        prompt: `Choose ${spec.upTo ? "up to " : ""}${need} target(s) for ${st.name}.`,
        options: legal.map((x) => ({ id: x, label: targetLabel(s, x), object: x })),
        count: Math.min(need, legal.length),
        ...(spec.upTo ? { min: 0 } : {}),
      });
      return suspend(task, { op: "play", chosen });
    }
  }
  const all = Object.values(chosen).flat();
  const pips = all.reduce((n, x) => n + deflect(x), 0);
  if (pips > 0) payAnyPower(s, me, pips, out);
  const here = e.unitTo === "here" && st.type === "Unit" ? hereOf(s, src) : null;
  const dest: Location = here !== null ? { kind: "bf", index: here } : { kind: "base", seat: me };
  const targets = Object.fromEntries(
    Object.entries(chosen).map(([k, v]) => [k, v.map((x) => ({ id: x, incarnation: objAt(s, x)!.incarnation }))]),
  );
  limitedPlay(s, me, id, dest, `P${me + 1} plays ${st.name}, ignoring its cost.`, out, {
    targets,
    forced: here !== null,
  });
  return "next";
}
