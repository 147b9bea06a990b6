/**
 * Game changes several verbs share (and `custom` effects reach through their api): bonus damage, timed Might and
 * keyword grants, plays made by effects (595.3), and "you may pay …" costs.
 */
import type { Seat } from "../../../engine/index.js";
import type { MayCost, ObjFilter } from "../cards/types.js";
import type { ChainItem, RbState, Location, RbEvent, TargetRef } from "./state.js";
import { objAt, obj, mut } from "./objects.js";
import { createdPassivesOf, bindNextEffects } from "./passives.js";
import { queueNaming } from "./naming.js";
import { boardPassives } from "./board.js";
import { matches } from "./selectors.js";
import { addEffect, kill, returnToOwnersHand } from "./game-actions.js";
import { stat, emit, unitsOf, targetLabel } from "./util.js";
import { place } from "./zones.js";
import { type VerbContext, takeAnswer, askEffects, yesNo } from "./effect-context.js";
import { canPayMay, returnCostChoices } from "./costs.js";
import { hasKeyword } from "./layers.js";
import { withSeat } from "./tallies.js";

/** Bonus damage from "Your spells and abilities deal 1 Bonus Damage" and battlefields like Void Gate. */
export function bonusDamage(s: RbState, controller: Seat, target: string, source?: string): number {
  let b = 0;
  // "The next spell you play this turn deals 1 Bonus Damage": a created passive bound to that spell (CR 1.4 417.4).
  const src = source !== undefined ? objAt(s, source) : undefined;
  if (src && source !== undefined)
    for (const c of createdPassivesOf(s, source, src.incarnation))
      if (c.passive.kind === "bonusDamage") b += c.passive.amount;
  for (const { source, passive } of boardPassives(s)) {
    if (passive.kind !== "bonusDamage") continue;
    const so = obj(s, source);
    // "Your spells and abilities": the source's controller's (a battlefield has none of its own, 181).
    if (passive.by !== "any" && (so.controller !== controller || so.zone === "battlefieldCard")) continue;
    if (passive.to && !matches(s, target, passive.to, controller, source)) continue;
    b += passive.amount;
  }
  return b;
}

/** A timed Might change (637.3) on objects, tied to their current incarnation (109). */
export function giveMight(
  s: RbState,
  source: string,
  controller: Seat,
  ids: string[],
  amount: number,
  duration: "turn" | "combat" | "permanent",
  min?: number,
): void {
  if (ids.length === 0) return;
  const objects = ids.map((id) => ({ id, incarnation: obj(s, id).incarnation }));
  addEffect(s, {
    source,
    controller,
    objects,
    layer: "arithmetic",
    might: amount,
    duration,
    ...(min !== undefined ? { min } : {}),
  });
}

/** A granted keyword (637.2, 713.3.a) on objects, tied to their current incarnation (109). */
export function grantKeyword(
  s: RbState,
  source: string,
  controller: Seat,
  ids: string[],
  keyword: string,
  duration: "turn" | "combat" | "permanent" | undefined,
): void {
  if (ids.length === 0) return;
  const objects = ids.map((id) => ({ id, incarnation: obj(s, id).incarnation }));
  addEffect(s, { source, controller, objects, layer: "ability", keyword, duration: duration ?? "permanent" });
}

/**
 * A play an effect makes (595.3): the card goes on the chain like any played card, counts as played this turn
 * (724), and a permanent that starts a chain resolves without priority (538).
 */
export function limitedPlay(
  s: RbState,
  me: Seat,
  id: string,
  destination: Location,
  text: string,
  out: RbEvent[],
  opts: {
    targets?: Record<string, TargetRef[]>;
    forced?: boolean;
    recycleAfter?: boolean;
    enterReady?: boolean;
    mode?: number;
  } = {},
): void {
  const st = stat(s, id);
  place(s, id, { zone: "chain" });
  mut(s, id).controller = me; // CR 1.4 191.1: whoever plays a card controls it, whoever owns it (Blind Fury)
  bindNextEffects(s, me, id);
  s.history.cardsPlayed = withSeat(s, s.history.cardsPlayed, me, (s.history.cardsPlayed[me] ?? 0) + 1); // replaced
  const wasEmpty = s.chain.length === 0;
  const item: ChainItem = {
    id: `c${s.nextId++}`,
    kind: "card",
    controller: me,
    object: id,
    targets: opts.targets ?? {},
    destination,
    ...(opts.forced ? { forcedDestination: true } : {}),
    ...(opts.recycleAfter ? { recycleAfter: true } : {}),
    ...(opts.enterReady ? { enterReady: true, paidOptional: ["accelerate"] } : {}), // 717.1
    legion: (s.history.cardsPlayed[me] ?? 0) > 1,
    ...(wasEmpty && (st.type === "Unit" || st.type === "Gear") ? { autoResolve: true } : {}),
    ...(opts.mode !== undefined ? { mode: opts.mode } : {}), // CR 1.4 355.3
  };
  s.chain = [...s.chain, item]; // a new list: copies of the state share it (state.ts `chain`)
  emit(s, out, { kind: "play", seat: me, object: id, card: st.name, text });
  queueNaming(s, me, id); // CR 1.4 355.1: asked before the chain goes on (a task above the playing instruction)
  s.priority = me; // 543.4: the controller of the newest item (several plays by one effect: the last one's)
  if (wasEmpty) {
    s.chainPasses = [];
    s.chainByFocus = false;
  }
}

/** Pays "kill a friendly unit" as an additional cost (Cruel Patron): false if impossible, "wait" after asking which. */
export function killFriendlyCost(ctx: VerbContext, name: string, filter?: ObjFilter): boolean | "wait" {
  const { s, task, out, me } = ctx;
  const mine = unitsOf(s, me).filter((u) => !filter || matches(s, u, filter, me, null));
  if (mine.length === 0) return false;
  const pick = mine.length === 1 ? mine : takeAnswer(task);
  if (!pick) {
    askEffects(ctx, {
      kind: "cards",
      prompt: `Choose a friendly unit to kill to play ${name} (its additional cost).`,
      options: mine.map((u) => ({ id: u, label: targetLabel(s, u), object: u })),
      count: 1,
    });
    return "wait";
  }
  for (const u of pick.filter((x) => mine.includes(x)).slice(0, 1)) kill(s, u, out);
  return true;
}

/** The Accelerate cost (717.1.a): [1] and one Power of the unit's domain; for several domains, the first payable. */
function accelerateCost(ctx: VerbContext, id: string, base: MayCost): MayCost | null {
  const { s, me } = ctx;
  const domains = stat(s, id).domains.filter((d) => d !== "Colorless");
  for (const d of domains.length ? domains : [undefined]) {
    const cost: MayCost = { energy: 1, power: 1, ...(d ? { powerDomain: d } : {}) };
    // Checked together with what the play itself costs when both are Power of one domain (or the play has none).
    const sameDomain = !base.power || base.powerDomain === d;
    const both: MayCost = sameDomain
      ? { ...cost, energy: 1 + (base.energy ?? 0), power: 1 + (base.power ?? 0) }
      : { ...cost, energy: 1 + (base.energy ?? 0) };
    if (canPayMay(s, me, id, both)) return cost;
  }
  return null;
}

/**
 * 560.1.c, 717.1: a unit with [Accelerate] played by an effect — even ignoring its cost — may still have that optional
 * additional cost paid so it enters ready (OFAQ-36; the rule's own example is Legion Rearguard). Asked when it can be
 * paid on top of `base` (what the play itself still costs); `answered` when resuming after the question. Returns
 * the Accelerate cost to pay, null for none, or "wait" while the controller is asked.
 */
export function accelerateOffer(
  ctx: VerbContext,
  id: string,
  base: MayCost,
  answered: boolean,
): MayCost | null | "wait" {
  const { s, task } = ctx;
  if (stat(s, id).type !== "Unit" || !hasKeyword(s, id, "Accelerate")) return null;
  if (answered) return takeAnswer(task)?.[0] === "yes" ? accelerateCost(ctx, id, base) : null;
  const cost = accelerateCost(ctx, id, base);
  if (!cost) return null;
  const power = cost.powerDomain ?? "any";
  yesNo(ctx, `Pay Accelerate for ${stat(s, id).name} (1 Energy and 1 ${power} Power) so it enters ready?`);
  return "wait";
}

/**
 * Pays "return a friendly gear to its owner's hand" as a mandatory additional cost of a play by an effect (560.1.c,
 * 560.2.a; Legion Quartermaster): false if impossible, "wait" after asking which.
 */
export function returnFriendlyCost(ctx: VerbContext, card: string, filter: ObjFilter): boolean | "wait" {
  const { s, task, out, me } = ctx;
  const mine = returnCostChoices(s, me, card, filter);
  if (mine.length === 0) return false;
  const pick = mine.length === 1 ? mine : takeAnswer(task);
  if (!pick) {
    askEffects(ctx, {
      kind: "cards",
      prompt: `Choose a friendly gear to return to its owner's hand to play ${stat(s, card).name} (its additional cost).`,
      options: mine.map((u) => ({ id: u, label: targetLabel(s, u), object: u })),
      count: 1,
    });
    return "wait";
  }
  for (const u of pick.filter((x) => mine.includes(x)).slice(0, 1)) returnToOwnersHand(s, u, out);
  return true;
}
