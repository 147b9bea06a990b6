import { cardScript } from "../../cards/registry.js";
import type { Ability, TargetSpec, MayCost } from "../../cards/types.js";
import { spellParts } from "../spell-modes.js";
import type { VerbSuspension } from "./suspension.js";
import { resolveTop } from "../chains.js";
import { targetLabel, stat } from "../util.js";
import {
  killCostFilter,
  mustKillFriendly,
  returnCostFilter,
  powerAvailable,
  canPayMay,
  applyDiscounts,
  deflectCost,
  ignoresDeflect,
} from "../costs.js";
import { payAnyPower, payMay } from "../payment.js";
import { hereOf } from "../selectors.js";
import { cantBePlayedNow } from "../restrictions.js";
import { obj, objAt } from "../objects.js";
import { accelerateOffer, killFriendlyCost, limitedPlay, returnFriendlyCost } from "../effect-actions.js";
import {
  amountOf,
  askEffects,
  legalTargetsFor,
  playDestination,
  type PlayScope,
  type EffectOf,
  resolveRef,
  resumed,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import type { Location } from "../state.js";
import { ownPassives } from "../passives.js";

/**
 * "Play it, ignoring its cost" (595.3, 560.1.a): a limited play of the first card named that is still off the board
 * (Dazzling Aurora: banished first, OFAQ-35). A unit goes where its controller chooses, its base or a battlefield
 * they control (559.2); gear to the base. A mandatory additional cost still applies (560.1.c); one that cannot be
 * paid leaves the card where it is (595.3.c). It goes on the chain as a played card (558; 538 on an empty chain).
 */
function playIgnoringCost(ctx: VerbContext, e: EffectOf<"play">): VerbResult {
  const { s, out, me } = ctx;
  const id = resolveRef(ctx, e.what).find((x) => {
    const z = objAt(s, x)?.zone;
    return z === "banishment" || z === "trash" || z === "hand" || z === "mainDeck";
  });
  if (!id) return "next";
  const st = stat(s, id);
  if (st.type !== "Unit" && st.type !== "Gear") return "next";
  const anyBf = e.unitTo === "anyBattlefield";
  const steps = permanentPlaySteps(ctx, id, {}, true, false, anyBf ? "anyBattlefield" : "baseOrOwn");
  if (typeof steps === "string") return steps;
  if (steps.acc) payMay(s, me, id, steps.acc, out);
  const text = `P${me + 1} plays ${st.name}, ignoring its cost.`;
  // "To any battlefield": the named battlefield holds even if another player controls it or has units there.
  const forced = anyBf && steps.dest.kind === "bf";
  limitedPlay(s, me, id, steps.dest, text, out, {
    ...(steps.acc ? { enterReady: true } : {}),
    ...(forced ? { forced: true } : {}),
  });
  resolveIfAtOnce(ctx, e, id); // CR 1.4 359.2 (Rell, Magnetic)
  return "next";
}

/**
 * The choices of a unit or gear played by an effect (595.3), in order, each remembered across its question (`to` is
 * the battlefield card or "base"): where it goes (559.2); with `killCost`, a mandatory additional cost (560.1.c),
 * after which the play's own `cost` must still be payable (595.3.c); whether the battlefield is still there
 * (563.2.c); and its Accelerate (560.1.c, 717.1). "wait" while a question is pending, "next" when it is not played.
 */
function permanentPlaySteps(
  ctx: VerbContext,
  id: string,
  cost: MayCost,
  killCost: boolean,
  toBase = false,
  scope: PlayScope = "baseOrOwn",
): { dest: Location; acc: MayCost | null } | "wait" | "next" {
  const { s, task, me } = ctx;
  const at = resumed(task, "play");
  let to = at?.to ?? (toBase ? "base" : undefined); // "… to your base": no choice (559.2)
  if (to === undefined) {
    const d = playDestination(ctx, id, scope);
    if (d === null) return "next"; // "to a battlefield you control": none, so it is not played (559.2)
    if (!d) return suspend(task, { op: "play", asked: "destination" });
    to = d.kind === "bf" ? s.battlefields.find((b) => b.index === d.index)!.card : "base";
  }
  if (killCost && at?.asked !== "accelerate" && mustKillFriendly(ownPassives(s, id))) {
    const paid = killFriendlyCost(ctx, stat(s, id).name, killCostFilter(ownPassives(s, id)));
    if (paid === "wait") return suspend(task, { op: "play", asked: "cost", to });
    if (!paid || !canPayMay(s, me, id, cost)) return "next";
  }
  const rf = killCost && at?.asked !== "accelerate" ? returnCostFilter(ownPassives(s, id)) : undefined;
  if (rf) {
    const paid = returnFriendlyCost(ctx, id, rf); // 560.1.c: Legion Quartermaster
    if (paid === "wait") return suspend(task, { op: "play", asked: "cost", to });
    if (!paid || !canPayMay(s, me, id, cost)) return "next";
  }
  const bf = s.battlefields.find((b) => b.card === to);
  if (to !== "base" && !bf) return "next";
  const acc = accelerateOffer(ctx, id, cost, at?.asked === "accelerate");
  if (acc === "wait") return suspend(task, { op: "play", asked: "accelerate", to });
  return { dest: bf ? { kind: "bf", index: bf.index } : { kind: "base", seat: me }, acc };
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
  const cost = paidCost(ctx, e, id);
  if (!resumed(task, "play") && !canPayMay(s, me, id, cost)) return "next";
  const steps = permanentPlaySteps(
    ctx,
    id,
    cost,
    false,
    false,
    e.unitTo === "battlefield" ? "ownBattlefield" : "baseOrOwn",
  );
  if (typeof steps === "string") return steps;
  payMay(s, me, id, cost, out);
  if (steps.acc) payMay(s, me, id, steps.acc, out);
  limitedPlay(s, me, id, steps.dest, `P${me + 1} plays ${st.name}.`, out, steps.acc ? { enterReady: true } : {});
  resolveIfAtOnce(ctx, e, id); // CR 1.4 359.2 (Wild Claw: "… play it. Then you may do this: Empower it.")
  return "next";
}

/**
 * The cost of a play by an instruction that pays it (595.3): "play me for [A]" (560.1: an alternative cost replaces
 * the printed one), else the printed cost less a discount. 560.4: the card's own cost changes and its controller's ("I
 * cost [2] less to play from anywhere other than your hand") apply too, with the instruction's discount (560.5: not
 * below 0).
 */
function paidCost(ctx: VerbContext, e: EffectOf<"play">, id: string): MayCost {
  const { s, me } = ctx;
  const st = stat(s, id);
  const energy = { energy: st.energy ?? 0, pips: [] };
  applyDiscounts(s, me, id, energy, e.discount ? amountOf(ctx, e.discount.energy) : 0);
  return (
    e.instead ?? {
      energy: energy.energy,
      ...(st.power ? { power: st.power, ...(st.domains.length === 1 ? { powerDomain: st.domains[0] } : {}) } : {}),
    }
  );
}

/** "Play it" by an instruction (595.3): ignoring its cost (`cost: "ignore"`, 560.1.a) or paying it less a discount. */
export function playVerb(ctx: VerbContext, e: EffectOf<"play">): VerbResult {
  const id = resolveRef(ctx, e.what)[0];
  if (id !== undefined && cantBePlayedNow(ctx.s, ctx.me, id)) return "next"; // 567: "I can't be played on …"
  const spell = id !== undefined && stat(ctx.s, id).type === "Spell";
  if (e.cost === "ignoreEnergy") return spell ? playSpellOrHere(ctx, e) : playIgnoringEnergy(ctx, e);
  // A spell, or a unit played "here" or "to that battlefield", takes the targeted path, paying its whole cost unless
  // the cost is ignored (595.3).
  const named = e.unitTo === "here" || typeof e.unitTo === "object";
  if (e.cost !== "ignore") return spell || named ? playSpellOrHere(ctx, e) : playPaying(ctx, e);
  return spell || named ? playSpellOrHere(ctx, e) : playIgnoringCost(ctx, e);
}

/**
 * Where a unit played "here" or "to that battlefield" goes (559.2, OFAQ-67: an effect that names the place): the
 * source's battlefield, or the battlefield chosen for a `battlefield` target spec (163.7); null for the default.
 */
function namedBattlefield(ctx: VerbContext, e: EffectOf<"play">): number | null {
  if (e.unitTo === "here") return hereOf(ctx.s, ctx.src);
  if (typeof e.unitTo !== "object") return null;
  if ("location" in e.unitTo) {
    // "To the same location" (138): the saved battlefield, if it is still there; a base is no battlefield.
    const v = ctx.task.vars[e.unitTo.location];
    return typeof v === "number" && v >= 0 && ctx.s.battlefields.some((b) => b.index === v) ? v : null;
  }
  const card = resolveRef(ctx, e.unitTo)[0];
  return ctx.s.battlefields.find((b) => b.card === card)?.index ?? null;
}

/** The Power part of a card's cost (560.1.b: "ignoring its Energy cost"), in its single domain if it has one (130.2). */
function powerCostOf(s: VerbContext["s"], id: string): MayCost {
  const st = stat(s, id);
  const domains = st.domains.filter((d) => d !== "Colorless");
  return { power: st.power ?? 0, ...(domains.length === 1 ? { powerDomain: domains[0]! } : {}) };
}

/** A permanent played with `resolveAtOnce` leaves the chain as it is played (CR 1.4 359.2, OFAQ-36). */
function resolveIfAtOnce(ctx: VerbContext, e: EffectOf<"play">, id: string): void {
  const { s, out } = ctx;
  const top = s.chain[s.chain.length - 1];
  if (e.resolveAtOnce && top?.kind === "card" && top.object === id && stat(s, id).type !== "Spell") resolveTop(s, out);
}

/**
 * "Play <card>, ignoring its cost" (595.3, 560.1.a): a card in its owner's hand, trash or banishment goes on the chain
 * as a played card (a permanent on an empty chain resolves at once, 538). A spell's targets are chosen now, one
 * spec at a time (559.3); choosing an opponent's permanent with [Deflect] still costs its Power (721.1.c). A spell
 * with no legal target for a required choice cannot be played and stays where it is (559.3.c). A unit played "here"
 * is offered its Accelerate (560.1.c).
 */
function playSpellOrHere(ctx: VerbContext, e: EffectOf<"play">): VerbResult {
  const { s, task, out, me } = ctx;
  const id = resolveRef(ctx, e.what).find((x) => ["hand", "trash", "banishment"].includes(obj(s, x).zone));
  // Another player's card may be played only from banishment, where an effect put it (Blind Fury; 603, 595.3).
  if (!id || (obj(s, id).owner !== me && obj(s, id).zone !== "banishment")) return "next";
  // "Ignoring its Energy cost" (560.1.b): its Power is still paid; unpayable, it is not played (595.3.c, OFAQ-36).
  // Without `cost`, its whole cost (less a discount) is paid (595.3, 560.4).
  const own = e.cost === "ignoreEnergy" ? powerCostOf(s, id) : e.cost === "ignore" ? undefined : paidCost(ctx, e, id);
  if (own && !canPayMay(s, me, id, own)) return "next";
  const ownPower = own?.power ?? 0;
  const st = stat(s, id);
  const found = cardScript(obj(s, id).code)?.abilities.find((a) => a.kind === "spell");
  const spell = found?.kind === "spell" && st.type === "Spell" ? found : undefined;
  const at = resumed(task, "play");
  const chosenMode = effectPlayMode(ctx, id, spell, at);
  if (chosenMode === "none") return "next"; // 559.3.c: no mode can be played
  if (chosenMode === "wait") return suspend(task, { op: "play", asked: "mode" });
  const mode = chosenMode ?? undefined;
  const specs: readonly TargetSpec[] = spellParts(spell, mode).targets;
  const chosen: Record<string, string[]> = { ...(at?.chosen ?? {}) };
  let answer = at && at.asked !== "accelerate" && at.asked !== "mode" ? takeAnswer(task) : undefined;
  const deflect = (x: string) => (ignoresDeflect(s, id) ? 0 : deflectCost(s, x, me)); // 721.1.c
  for (const spec of specs) {
    if (chosen[spec.id]) continue;
    const others = spec.distinctFrom ? (chosen[spec.distinctFrom] ?? []) : [];
    const spent = Object.values(chosen)
      .flat()
      .reduce((n, x) => n + deflect(x), 0);
    const legal = legalTargetsFor(s, spec, me, id, null).filter(
      (x) => !others.includes(x) && deflect(x) <= powerAvailable(s, me) - spent - ownPower,
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
      return suspend(task, { op: "play", asked: "targets", chosen, ...(mode !== undefined ? { mode } : {}) });
    }
  }
  // A unit's Accelerate stays available when it is played ignoring its cost (560.1.c).
  const acc = accelerateOffer(ctx, id, own ?? {}, at?.asked === "accelerate");
  if (acc === "wait")
    return suspend(task, { op: "play", asked: "accelerate", chosen, ...(mode !== undefined ? { mode } : {}) });
  const all = Object.values(chosen).flat();
  const pips = all.reduce((n, x) => n + deflect(x), 0);
  if (own) payMay(s, me, id, own, out);
  if (acc) payMay(s, me, id, acc, out);
  if (pips > 0) payAnyPower(s, me, pips, out);
  const here = st.type === "Unit" ? namedBattlefield(ctx, e) : null;
  const dest: Location = here !== null ? { kind: "bf", index: here } : { kind: "base", seat: me };
  const targets = Object.fromEntries(
    Object.entries(chosen).map(([k, v]) => [k, v.map((x) => ({ id: x, incarnation: objAt(s, x)!.incarnation }))]),
  );
  const how =
    e.cost === "ignoreEnergy" ? ", ignoring its Energy cost" : e.cost === "ignore" ? ", ignoring its cost" : "";
  limitedPlay(s, me, id, dest, `P${me + 1} plays ${st.name}${how}.`, out, {
    targets,
    forced: here !== null,
    recycleAfter: e.then === "recycle", // "then recycle it" (Kai'Sa, Evolutionary)
    ...(acc ? { enterReady: true } : {}),
    ...(mode !== undefined ? { mode } : {}),
  });
  resolveIfAtOnce(ctx, e, id);
  return "next";
}

/**
 * The mode of a modal spell played by an effect (CR 1.4 355.3: chosen as it is played, before its targets): the mode
 * already chosen, the only mode that has its required choices (559.3.c), or asked. Null for a spell that is not
 * modal; "none" when no mode can be played; "wait" after asking.
 */
function effectPlayMode(
  ctx: VerbContext,
  id: string,
  spell: Extract<Ability, { kind: "spell" }> | undefined,
  at: Extract<VerbSuspension, { op: "play" }> | undefined,
): number | null | "none" | "wait" {
  const { s, task, me } = ctx;
  if (!spell?.modes) return null;
  if (at?.mode !== undefined) return at.mode;
  const open = spell.modes
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => (m.targets ?? []).every((sp) => sp.upTo || legalTargetsFor(s, sp, me, id, null).length > 0));
  if (at?.asked === "mode") {
    const pick = Number(takeAnswer(task)?.[0]);
    return open.some((o) => o.i === pick) ? pick : "none";
  }
  if (open.length === 0) return "none";
  if (open.length === 1) return open[0]!.i;
  askEffects(ctx, {
    kind: "option",
    prompt: `Choose a mode for ${stat(s, id).name}.`,
    options: open.map(({ m, i }) => ({ id: String(i), label: m.label })),
    count: 1,
  });
  return "wait";
}

/**
 * "Play a unit from your trash (or hand), ignoring its Energy cost" (595.3, 560.1.b): a limited play of the chosen
 * card from the zone it is in; its Power cost (in its domain, 130.2) is still paid, and if it cannot be, the card is
 * not played and stays where it is (OFAQ-34). A unit goes to the base or a battlefield its controller controls
 * (559.2), or to the base with `unitTo: "base"`.
 */
function playIgnoringEnergy(ctx: VerbContext, e: EffectOf<"play">): VerbResult {
  const { s, out, me } = ctx;
  const id = resolveRef(ctx, e.what)[0];
  const zone = id ? obj(s, id).zone : undefined;
  if (!id || (zone !== "trash" && zone !== "banishment" && zone !== "hand") || obj(s, id).owner !== me) return "next";
  const st = stat(s, id);
  const cost = powerCostOf(s, id);
  if (!canPayMay(s, me, id, cost)) return "next";
  // Cruel Patron's kill is still paid (560.1.c).
  const steps = permanentPlaySteps(ctx, id, cost, true, e.unitTo === "base");
  if (typeof steps === "string") return steps;
  const { dest, acc } = steps;
  payMay(s, me, id, cost, out); // 560.1.b: only the Power part is paid
  if (acc) payMay(s, me, id, acc, out);
  const from = zone === "trash" ? " from the trash" : "";
  limitedPlay(
    s,
    me,
    id,
    dest,
    `P${me + 1} plays ${st.name}${from}, ignoring its Energy cost.`,
    out,
    acc ? { enterReady: true } : {},
  );
  resolveIfAtOnce(ctx, e, id);
  return "next";
}
