import type { MayCost } from "../../cards/types.js";
import { canPayMay, limitedPlay, payMay } from "../effect-actions.js";
import {
  type EffectOf,
  playDestination,
  resolveRef,
  suspend,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { obj, stat } from "../util.js";

/**
 * "Play a unit from your trash, ignoring its Energy cost" (595.3, 560.1.b): a limited play of the chosen card from
 * the zone it is in; its Power cost (in its domain, 130.2) is still paid, and if it cannot be, the card is not
 * played and stays where it is (OFAQ-34). A unit goes to the base or a battlefield its controller controls (559.2).
 */
export function playVerb(ctx: VerbContext, e: EffectOf<"play">): VerbResult {
  const { s, task, out, me } = ctx;
  const id = resolveRef(ctx, e.what)[0];
  if (!id || obj(s, id).zone !== "trash" || obj(s, id).owner !== me) return "next";
  const st = stat(s, id);
  const domains = st.domains.filter((d) => d !== "Colorless");
  const cost: MayCost = {
    power: st.power ?? 0,
    ...(domains.length === 1 ? { powerDomain: domains[0]! } : {}),
  };
  if (!canPayMay(s, me, id, cost)) return "next";
  const dest = playDestination(ctx, id);
  if (!dest) return suspend(task, { op: "play" });
  payMay(s, me, id, cost, out); // 560.1.b: only the Power part is paid
  limitedPlay(s, me, id, dest, `P${me + 1} plays ${st.name} from the trash, ignoring its Energy cost.`, out);
  return "next";
}
