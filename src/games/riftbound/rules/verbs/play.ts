import type { MayCost } from "../../cards/types.js";
import { canPayMay, payMay } from "../effect-actions.js";
import { killFriendlyCost, limitedPlay } from "../effect-actions.js";
import {
  askEffects,
  playDestination,
  type EffectOf,
  resolveRef,
  resumed,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import type { Location } from "../state.js";
import { nameOf, objAt, ownPassives, stat } from "../util.js";

/**
 * "Play it, ignoring its cost" (595.3, 560.1.a): a limited play of the first card named that is still off the board
 * (Dazzling Aurora: banished first, OFAQ-35). A unit goes where its controller chooses, its base or a battlefield
 * they control (559.2); gear to the base. A mandatory additional cost still applies (560.1.c); one that cannot be
 * paid leaves the card where it is (595.3.c). It goes on the chain as a played card (558; 538 on an empty chain).
 */
function playIgnoringCost(ctx: VerbContext, e: EffectOf<"play">): VerbResult {
  const { s, task, out, me } = ctx;
  const id = resolveRef(ctx, e.what).find((x) => {
    const z = objAt(s, x)?.zone;
    return z === "banishment" || z === "trash" || z === "hand" || z === "mainDeck";
  });
  if (!id) return "next";
  const st = stat(s, id);
  if (st.type !== "Unit" && st.type !== "Gear") return "next";
  const at = resumed(task, "play");
  let to = at?.to;
  if (to === undefined) {
    // Options name the battlefield card itself (an object the player can see), or the base.
    const options =
      st.type === "Unit" ? ["base", ...s.battlefields.filter((b) => b.controller === me).map((b) => b.card)] : ["base"];
    const pick = options.length === 1 ? options : takeAnswer(task);
    if (!pick) {
      askEffects(ctx, {
        kind: "option",
        prompt: `Where do you play ${st.name}?`,
        options: options.map((d) =>
          d === "base" ? { id: d, label: "Your base" } : { id: d, label: nameOf(s, d), object: d },
        ),
        count: 1,
      });
      return suspend(task, { op: "play", asked: "destination" });
    }
    to = pick[0]!;
  }
  if (ownPassives(s, id).some((p) => p.kind === "additionalCostKillFriendly")) {
    const paid = killFriendlyCost(ctx, st.name);
    if (paid === "wait") return suspend(task, { op: "play", asked: "cost", to });
    if (!paid) return "next"; // 595.3.c
  }
  const bf = s.battlefields.find((b) => b.card === to);
  if (to !== "base" && !bf) return "next"; // the battlefield is gone (563.2.c)
  const dest: Location = bf ? { kind: "bf", index: bf.index } : { kind: "base", seat: me };
  limitedPlay(s, me, id, dest, `P${me + 1} plays ${st.name}, ignoring its cost.`, out);
  return "next";
}

/**
 * "Play it, reducing its cost by [N]" (595.3: a limited play by an effect): the card is played from where it is,
 * its printed cost reduced (560.4, not below 0, 560.5) and paid now (561); a unit's controller chooses where it goes
 * (559.2). Nothing happens if the cost cannot be paid. It goes on the chain as a played card (558).
 */
function playPaying(ctx: VerbContext, e: EffectOf<"play">): VerbResult {
  const { s, task, out, me } = ctx;
  const id = resolveRef(ctx, e.what)[0];
  if (!id) return "next";
  const st = stat(s, id);
  const cost: MayCost = {
    energy: Math.max(0, (st.energy ?? 0) - (e.discount?.energy ?? 0)),
    ...(st.power ? { power: st.power, ...(st.domains.length === 1 ? { powerDomain: st.domains[0] } : {}) } : {}),
  };
  if (!resumed(task, "play") && !canPayMay(s, me, id, cost)) return "next";
  const dest = playDestination(ctx, id);
  if (!dest) return suspend(task, { op: "play", asked: "destination" });
  payMay(s, me, id, cost, out);
  limitedPlay(s, me, id, dest, `P${me + 1} plays ${st.name}.`, out);
  return "next";
}

/** "Play it" by an instruction (595.3): ignoring its cost (`cost: "ignore"`, 560.1.a) or paying it less a discount. */
export function playVerb(ctx: VerbContext, e: EffectOf<"play">): VerbResult {
  return e.cost === "ignore" ? playIgnoringCost(ctx, e) : playPaying(ctx, e);
}
