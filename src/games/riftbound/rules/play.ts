/**
 * Player actions (589): playing cards (554-563), activated abilities (576-581), standard moves (140, 596),
 * hiding (597, 723), rune abilities (157.2), passing (540.4, 553.4), ending the turn (516.6), conceding (649)
 * and answers to pending decisions. Each returns null on success or a rejection citing its rule.
 */
import type { Rejection, Seat } from "../../../engine/index.js";
import { cardScript } from "../cards/registry.js";
import type { Passive, TargetSpec } from "../cards/types.js";
import type { RbAction } from "./actions.js";
import { legalTargetsFor, runEffects, toTaskEffects } from "./effects.js";
import {
  checkAssignment,
  cleanup,
  concede,
  endShowdown,
  endTurn,
  nextRelevant,
  pushTrigger,
  relevantPlayers,
  resolveTop,
  startChosen,
} from "./flow.js";
import { discard, draw, kill, moveUnits, recycle } from "./game.js";
import { chooseMatchBattlefield, setFirstPlayer } from "./match.js";
import type { Domain, Location, RbEvent, RbState, TargetRef } from "./state.js";
import {
  activatedAbilities,
  bfAt,
  boardPassives,
  checkCondition,
  emit,
  hasKeyword,
  isUnit,
  keywordValue,
  might,
  nameOf,
  obj,
  ownPassives,
  place,
  seatsAt,
  stat,
  unitsAt,
  unitsOf,
} from "./util.js";

const err = (code: string, message: string, rule?: string): Rejection =>
  rule ? { code, message, rule } : { code, message };

/** When may `seat` take a discretionary action now (512, 513, 589.1). */
type Window = "main" | "focus" | "closed";

function windowFor(s: RbState, seat: Seat): Window | Rejection {
  const p = s.pending;
  if (s.winner !== null) return err("game/over", "The game is over.", "633");
  if (!p || (p.kind !== "priority" && p.kind !== "focus"))
    return err("action/decision-pending", "Answer the pending decision first.", "512.1.b");
  if (p.seat !== seat) return err("action/not-your-priority", "You don't have priority right now.", "512.1");
  if (p.kind === "focus") return "focus";
  if (s.chain.length > 0) return "closed";
  return "main";
}

/** Timing of playing a card or activating (148, 508.1.a, 509.1.a, 718, 725). */
function timingOk(w: Window, action: boolean, reaction: boolean): Rejection | null {
  if (w === "main") return null;
  if (w === "focus" && (action || reaction)) return null;
  if (w === "closed" && reaction) return null;
  if (w === "closed")
    return err("timing/closed", "Only cards and abilities with Reaction can be used while a chain exists.", "509.1.a");
  return err(
    "timing/showdown",
    "Only cards and abilities with Action or Reaction can be used in a showdown.",
    "508.1.a",
  );
}

/** A cost in Energy and Power pips; each pip lists the domains that may pay it (130, 156). */
interface Cost {
  energy: number;
  pips: Domain[][];
}

/** Power pips of a card: one per pip in its domain; a multi-domain card with one pip per domain needs one of each. */
function printedPips(domains: readonly Domain[], power: number): Domain[][] {
  const ds = domains.filter((d) => d !== "Colorless");
  if (ds.length > 1 && power === ds.length) return ds.map((d) => [d]);
  return Array.from({ length: power }, () =>
    ds.length ? [...ds] : ["Fury", "Calm", "Mind", "Body", "Chaos", "Order"],
  );
}

const ANY: Domain[] = ["Fury", "Calm", "Mind", "Body", "Chaos", "Order"];

/**
 * Pays a cost (561): rune pool first, then the runes the player named, else runes chosen automatically —
 * exhausting ready runes for Energy and recycling runes of the needed domain for Power, preferring runes already
 * exhausted (docs/rules-decisions.md: automatic payment).
 */
function payCost(
  s: RbState,
  seat: Seat,
  cost: Cost,
  spec: { exhaust?: string[]; recycle?: string[] } | undefined,
  out: RbEvent[],
  forSpell = false,
): Rejection | null {
  const p = s.players[seat]!;
  // 605.3: Energy added "only to play spells" pays only for spells; elsewhere it is not available.
  const restricted = p.pool.spellEnergy ?? 0;
  if (restricted > 0 && !forSpell) p.pool.energy -= restricted;
  const r = payCostInner(s, seat, cost, spec, out, p);
  if (restricted > 0) {
    if (forSpell) {
      const left = Math.min(restricted, p.pool.energy);
      if (left > 0) p.pool.spellEnergy = left;
      else delete p.pool.spellEnergy;
    } else p.pool.energy += restricted;
  }
  return r;
}

/** Power a player could still produce: Power in the pool plus one per rune (each can be recycled, 157.2.b). */
export function powerAvailable(s: RbState, seat: Seat): number {
  const p = s.players[seat]!;
  const pool = Object.values(p.pool.power).reduce((a: number, n) => a + (n ?? 0), 0);
  return pool + p.runes.length;
}

/** Pays N Power of any domain (Deflect, 721.1.c.1) the automatic way. */
export function payAnyPower(s: RbState, seat: Seat, n: number, out: RbEvent[]): Rejection | null {
  if (n <= 0) return null;
  return payCost(s, seat, { energy: 0, pips: Array.from({ length: n }, () => ANY) }, undefined, out);
}

function payCostInner(
  s: RbState,
  seat: Seat,
  cost: Cost,
  spec: { exhaust?: string[]; recycle?: string[] } | undefined,
  out: RbEvent[],
  p: RbState["players"][number],
): Rejection | null {
  if (spec) {
    for (const r of spec.exhaust ?? []) {
      const o = s.objects[r];
      if (o?.zone !== "runes" || o.controller !== seat)
        return err("pay/not-your-rune", `${r} is not one of your runes.`, "157.2");
      if (o.exhausted) return err("pay/rune-exhausted", `${nameOf(s, r)} is already exhausted.`, "592.1.b");
      o.exhausted = true;
      p.pool.energy++;
    }
    for (const r of spec.recycle ?? []) {
      const o = s.objects[r];
      if (o?.zone !== "runes" || o.controller !== seat)
        return err("pay/not-your-rune", `${r} is not one of your runes.`, "157.2");
      const d = stat(s, r).domains[0] ?? "Colorless";
      recycle(s, [r], out);
      (p.pool.power as Record<string, number>)[d] = ((p.pool.power as Record<string, number>)[d] ?? 0) + 1;
    }
  }
  // Energy.
  let needE = Math.max(0, cost.energy - p.pool.energy);
  // Power from the pool: pips with fewest options first, specific domains before universal.
  const pips = cost.pips.slice().sort((a, b) => a.length - b.length);
  const unmatched: Domain[][] = [];
  const pool = p.pool.power as Record<string, number>;
  for (const pip of pips) {
    const d = pip.find((x) => (pool[x] ?? 0) > 0);
    if (d) pool[d]!--;
    else if ((pool.Any ?? 0) > 0) pool.Any!--;
    else unmatched.push(pip);
  }
  if (spec && (needE > 0 || unmatched.length > 0))
    return err("play/cannot-pay", "The runes you named do not pay the whole cost.", "561.1");
  const runes = p.runes.slice();
  const ready = runes.filter((r) => !obj(s, r).exhausted);
  if (needE > ready.length) return err("play/cannot-pay", `Not enough Energy: ${cost.energy} needed.`, "561.1");
  const neededDomains = new Set(unmatched.flat());
  const exhaustOrder = ready
    .slice()
    .sort(
      (a, b) => Number(!neededDomains.has(stat(s, a).domains[0]!)) - Number(!neededDomains.has(stat(s, b).domains[0]!)),
    );
  const toExhaust = exhaustOrder.slice(0, needE);
  const recycled = new Set<string>();
  const plan: string[] = [];
  for (const pip of unmatched) {
    const cands = runes.filter((r) => !recycled.has(r) && pip.includes(stat(s, r).domains[0]!));
    cands.sort((a, b) => {
      const ea = obj(s, a).exhausted || toExhaust.includes(a) ? 0 : 1;
      const eb = obj(s, b).exhausted || toExhaust.includes(b) ? 0 : 1;
      return ea - eb;
    });
    const r = cands[0];
    if (!r) return err("play/cannot-pay", `Not enough Power of ${pip.join(" or ")}.`, "561.1");
    recycled.add(r);
    plan.push(r);
  }
  for (const r of toExhaust) obj(s, r).exhausted = true;
  p.pool.energy += toExhaust.length;
  p.pool.energy -= cost.energy;
  needE = 0;
  if (plan.length) recycle(s, plan, out);
  return null;
}

function normalizeTargets(
  specs: readonly TargetSpec[],
  t: string[] | Record<string, string[]> | undefined,
): Record<string, string[]> | undefined {
  if (t === undefined) return undefined;
  if (Array.isArray(t)) {
    // A flat list fills the specs in order (scenario `targets: [a, b]`).
    const out: Record<string, string[]> = {};
    const total = specs.reduce((a, sp) => a + (sp.count ?? 1), 0);
    if ((t as string[]).length > total) out.__tooMany = t as string[];
    let i = 0;
    for (const sp of specs) {
      const n = sp.count ?? 1;
      out[sp.id] = (t as string[]).slice(i, i + n);
      i += n;
    }
    return out;
  }
  return t as Record<string, string[]>;
}

/** Chooses targets (559.3): given ones are checked; missing ones are filled only when forced. */
function chooseTargets(
  s: RbState,
  specs: readonly TargetSpec[],
  given: Record<string, string[]> | undefined,
  seat: Seat,
  source: string,
  hereBf: number | null,
): { targets: Record<string, TargetRef[]>; ids: string[] } | Rejection {
  const targets: Record<string, TargetRef[]> = {};
  const ids: string[] = [];
  if (given?.__tooMany) return err("play/target-count", "More targets were chosen than the card allows.", "559.3");
  for (const spec of specs) {
    const legal = legalTargetsFor(s, spec, seat, source, hereBf);
    const need = spec.count ?? 1;
    let pick = given?.[spec.id];
    if (!pick) {
      if (legal.length === 0 && !spec.upTo)
        return err("play/no-target", "There is no legal target for this.", hereBf !== null ? "723.1.d.1" : "559.3");
      if (spec.upTo && legal.length === 0) pick = [];
      else if (!spec.upTo && legal.length <= need) pick = legal;
      else
        return err(
          "play/choose-targets",
          `Choose ${spec.upTo ? "up to " : ""}${need} target(s) among: ${legal.map((id) => `${id} (${nameOf(s, id)})`).join(", ")}.`,
          "559.3",
        );
    }
    if (new Set(pick).size !== pick.length)
      return err("play/duplicate-target", "The same object cannot be chosen twice for one choice.", "559.3.c.6");
    if (pick.length > need || (!spec.upTo && pick.length < Math.min(need, legal.length)))
      return err("play/target-count", `Choose ${spec.upTo ? "up to " : "exactly "}${need}.`, "559.3");
    for (const id of pick)
      if (!legal.includes(id))
        return err(
          "play/illegal-target",
          `${s.objects[id] ? nameOf(s, id) : id} is not a legal choice.`,
          hereBf !== null ? "723.1.d" : "559.3.c",
        );
    targets[spec.id] = pick.map((id) => ({ id, incarnation: obj(s, id).incarnation }));
    if (!spec.notTarget) ids.push(...pick);
  }
  return { targets, ids };
}

/** Deflect (721): opponents' spells and abilities choosing a permanent with Deflect X pay X extra Power of any domain. */
function deflectPips(s: RbState, seat: Seat, targetIds: string[]): Domain[][] {
  const pips: Domain[][] = [];
  for (const id of targetIds) {
    const o = obj(s, id);
    if (o.controller === seat) continue;
    const x = keywordValue(s, id, "Deflect");
    for (let i = 0; i < x; i++) pips.push(ANY);
  }
  return pips;
}

function passivesOfCard(s: RbState, id: string): Passive[] {
  return ownPassives(s, id);
}

/**
 * Plays a card (554-563). All choices come with the action; anything illegal undoes the whole play (562.3),
 * which the caller guarantees by working on a copy of the state.
 */
export function playCard(
  s: RbState,
  seat: Seat,
  a: Extract<RbAction, { type: "play" }>,
  out: RbEvent[],
): Rejection | null {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  const o = s.objects[a.card];
  if (!o) return err("play/unknown-card", `There is no card ${a.card}.`);
  const st = stat(s, a.card);
  let fromHidden: number | null = null;
  if (o.zone === "hand" || o.zone === "champion") {
    if (o.owner !== seat) return err("play/not-yours", "You can only play your own cards.", "107.6.c");
  } else if (o.zone === "facedown") {
    if (o.controller !== seat) return err("play/not-yours", "That facedown card is not yours.", "127.4");
    if (o.hiddenOnTurn !== undefined && o.hiddenOnTurn >= s.turnNumber)
      return err("hidden/too-soon", "A hidden card can be played from the next player's turn on.", "723.1.b");
    fromHidden = o.bf!;
  } else return err("play/wrong-zone", `${st.name} cannot be played from ${o.zone}.`, "554");
  if (st.type !== "Unit" && st.type !== "Spell" && st.type !== "Gear")
    return err("play/not-playable", `${st.name} is not played.`, "132.5.a.1");
  const action = hasKeyword(s, a.card, "Action") || st.keywords.includes("Action");
  const reaction = fromHidden !== null || st.keywords.includes("Reaction");
  const tErr = timingOk(w, action, reaction);
  if (tErr) return tErr;
  if (st.type === "Spell" && w === "main" && seat !== s.turnPlayer)
    return err(
      "timing/not-your-turn",
      "Spells are played on your own turn unless they have Action or Reaction.",
      "148",
    );

  const sc = cardScript(o.code);
  if (!sc) return err("card/unsupported", `${st.name} is not implemented yet.`, "deck");
  if (sc.unsupported) return err("card/unsupported", `${st.name} is not supported: ${sc.unsupported}`, "deck");

  // 559.2 destination.
  let destination: Location | undefined;
  if (st.type === "Unit") {
    const to = a.to ?? (fromHidden !== null ? fromHidden : "base");
    if (fromHidden !== null && to !== fromHidden)
      return err("play/bad-destination", "A card played from facedown is played to its own battlefield.", "723.1.d");
    if (to === "base") destination = { kind: "base", seat };
    else {
      const b = s.battlefields[to];
      if (!b) return err("play/bad-destination", `There is no battlefield ${to}.`, "559.2");
      const open =
        passivesOfCard(s, a.card).some((p) => p.kind === "playToOpenBattlefield") &&
        b.controller === null &&
        b.units.length === 0;
      if (fromHidden !== null && to !== fromHidden)
        return err("play/bad-destination", "A card played from facedown is played to its battlefield.", "723.1.d");
      if (b.controller !== seat && !open)
        return err("play/bad-destination", "Units are played to your base or a battlefield you control.", "559.2");
      destination = { kind: "bf", index: to };
    }
  } else if (a.to !== undefined && a.to !== "base" && st.type === "Gear" && fromHidden === null)
    return err("play/bad-destination", "Gear is played to your base.", "143.1.a.1");

  // 559.3 choices.
  const spellAb = sc.abilities.find((x) => x.kind === "spell");
  const specs = spellAb && spellAb.kind === "spell" ? (spellAb.targets ?? []) : [];
  const chosen = chooseTargets(s, specs, normalizeTargets(specs, a.targets), seat, a.card, fromHidden);
  if ("code" in chosen) return chosen;

  // 560 total cost.
  const base = fromHidden !== null ? { energy: 0, power: 0 } : { energy: st.energy ?? 0, power: st.power ?? 0 };
  const cost: Cost = { energy: base.energy, pips: printedPips(st.domains, base.power) };
  const optional = new Set(a.optional ?? []);
  if (a.accelerate) {
    if (!hasKeyword(s, a.card, "Accelerate")) return err("play/no-accelerate", `${st.name} has no Accelerate.`, "717");
    cost.energy += 1; // 717.1.a
    cost.pips.push(printedPips(st.domains, 1)[0]!);
  }
  cost.pips.push(...deflectPips(s, seat, chosen.ids)); // 560.2.a.2
  const passives = passivesOfCard(s, a.card);
  const costCards = a.costCards ?? [];
  let paidOptional: string[] = [];
  // Mandatory additional cost: kill a friendly unit (Cruel Patron).
  let killForCost: string | undefined;
  if (passives.some((p) => p.kind === "additionalCostKillFriendly")) {
    const mine = unitsOf(s, seat).filter((u) => u !== a.card);
    if (costCards.length && !costCards.some((c) => mine.includes(c)))
      return err("play/bad-cost", "The unit named to kill is not a friendly unit on the board.", "560.2.a.1");
    killForCost = costCards.find((c) => mine.includes(c)) ?? (mine.length === 1 ? mine[0] : undefined);
    if (!killForCost)
      return err(
        mine.length ? "play/choose-cost" : "play/cannot-pay",
        mine.length ? "Choose the friendly unit to kill (costCards)." : "You have no friendly unit to kill.",
        "560.2.a.1",
      );
  }
  let discardForCost: string | undefined;
  let discount = 0;
  const disc = passives.find((p) => p.kind === "optionalDiscardDiscount");
  if (disc && disc.kind === "optionalDiscardDiscount" && optional.has("discard")) {
    const hand = s.players[seat]!.hand.filter((h) => h !== a.card);
    if (costCards.length && !costCards.some((c) => hand.includes(c)))
      return err("play/bad-cost", "The card named to discard is not in your hand.", "598.3");
    discardForCost = costCards.find((c) => hand.includes(c)) ?? (hand.length === 1 ? hand[0] : undefined);
    if (!discardForCost) return err("play/choose-cost", "Choose the card to discard (costCards).", "560.2.b");
    discount += disc.energy;
    paidOptional.push("discard");
  }
  let exhaustForCost: string | undefined;
  const optPower = passives.find((p) => p.kind === "optionalPowerCost");
  if (optPower && optPower.kind === "optionalPowerCost" && optional.has("power")) {
    for (let i = 0; i < optPower.power; i++) cost.pips.push([optPower.domain]); // 560.2.b
    paidOptional.push("power");
  }
  if (passives.some((p) => p.kind === "optionalExhaustFriendlyDraw") && optional.has("exhaust")) {
    const mine = unitsOf(s, seat).filter((u) => !obj(s, u).exhausted);
    if (costCards.length && !costCards.some((c) => mine.includes(c)))
      return err("play/bad-cost", "An exhausted unit cannot be exhausted to pay a cost.", "592.4");
    exhaustForCost = costCards.find((c) => mine.includes(c)) ?? (mine.length === 1 ? mine[0] : undefined);
    if (!exhaustForCost)
      return err("play/choose-cost", "Choose the ready friendly unit to exhaust (costCards).", "592.4");
    paidOptional.push("exhaust");
  }
  // 560.4 discounts: those with a minimum first, then the others (the order that helps the player most).
  if (st.type === "Spell") {
    for (const { source, passive } of boardPassives(s)) {
      if (
        passive.kind === "spellEnergyDiscount" &&
        obj(s, source).controller === seat &&
        (!passive.when || checkCondition(s, source, seat, passive.when))
      ) {
        if (cost.energy > passive.min) cost.energy = Math.max(passive.min, cost.energy - passive.amount);
      }
    }
  }
  if (passives.some((p) => p.kind === "costLessPerTrashCard")) discount += s.players[seat]!.trash.length;
  if (passives.some((p) => p.kind === "costLessByHighestMight"))
    discount += Math.max(0, ...unitsOf(s, seat).map((u) => might(s, u))); // Sky Splitter, after minimums (560.4.c)
  cost.energy = Math.max(0, cost.energy - discount); // 560.5

  // 561 payment, then the non-standard costs.
  const payErr = payCost(s, seat, cost, a.pay, out, st.type === "Spell");
  if (payErr) return payErr;
  if (discardForCost) discard(s, seat, [discardForCost], out); // 598.2.a: a discard paid as a cost is still a discard
  if (exhaustForCost) obj(s, exhaustForCost).exhausted = true;
  if (killForCost) kill(s, killForCost, out);
  // 562 legality: the destination must still be legal after costs (559.5, 561.3).
  if (destination?.kind === "bf" && fromHidden === null) {
    const b = bfAt(s, destination.index);
    const open =
      passives.some((p) => p.kind === "playToOpenBattlefield") && b.controller === null && b.units.length === 0;
    // 181.4.c (003): without a unit there the player no longer controls it once costs are paid.
    const stillControls = b.controller === seat && unitsAt(s, b.index, seat).length > 0;
    if (!stillControls && !open)
      return err(
        "play/illegal-after-costs",
        "After paying the costs you would no longer control that battlefield.",
        "562.3",
      );
  }
  paidOptional = [...paidOptional, ...(a.accelerate ? ["accelerate"] : [])];

  // 558 to the chain.
  const legion = (s.history.cardsPlayed[seat] ?? 0) > 0;
  if (o.zone === "facedown")
    emit(s, out, {
      kind: "reveal",
      seat,
      object: a.card,
      card: st.name,
      text: `P${seat + 1} reveals hidden ${st.name}.`,
    });
  place(s, a.card, { zone: "chain" });
  s.history.cardsPlayed[seat] = (s.history.cardsPlayed[seat] ?? 0) + 1;
  if (st.type === "Spell") s.history.spellsPlayed[seat] = (s.history.spellsPlayed[seat] ?? 0) + 1;
  const wasEmpty = s.chain.length === 0;
  s.chain.push({
    id: `c${s.nextId++}`,
    kind: "card",
    controller: seat,
    object: a.card,
    targets: chosen.targets,
    ...(destination ? { destination } : {}),
    ...(a.accelerate ? { enterReady: true } : {}),
    ...(fromHidden !== null ? { fromHiddenAt: fromHidden } : {}),
    ...(paidOptional.length ? { paidOptional } : {}),
    legion,
  });
  emit(s, out, {
    kind: "play",
    seat,
    object: a.card,
    card: st.name,
    text: `P${seat + 1} plays ${st.name}${chosen.ids.length ? ` targeting ${chosen.ids.map((id) => nameOf(s, id)).join(", ")}` : ""}.`,
  });
  if (wasEmpty) {
    s.priority = seat; // 537.1
    s.chainByFocus = w === "focus";
  }
  s.chainPasses = [];
  if (wasEmpty && (st.type === "Unit" || st.type === "Gear")) resolveTop(s, out); // 538
  return null;
}

/** Activated abilities (576-581), including resource abilities that resolve at once (605.2). */
export function activate(
  s: RbState,
  seat: Seat,
  a: Extract<RbAction, { type: "activate" }>,
  out: RbEvent[],
): Rejection | null {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  const o = s.objects[a.source];
  if (!o) return err("activate/unknown", `There is no object ${a.source}.`);
  if (o.controller !== seat)
    return err("activate/not-yours", "You can only activate abilities of objects you control.", "578");
  if (!(o.zone === "base" || o.zone === "battlefield" || o.zone === "legend"))
    return err("activate/not-on-board", "Activated abilities are activated on the board.", "580");
  const acts = activatedAbilities(s, a.source);
  const pick = acts[a.ability - 1];
  if (!pick) return err("activate/no-ability", `${nameOf(s, a.source)} has no activated ability #${a.ability}.`, "577");
  const ab = pick.ability;
  if (ab.onlyAtBattlefield && o.zone !== "battlefield")
    return err("activate/not-at-battlefield", "Use this ability only while it is at a battlefield.", "577");
  const modeKey = `${o.id}#${o.incarnation}`;
  if (ab.mode && (s.history.abilityChoices[modeKey] ?? []).includes(ab.mode))
    return err("activate/mode-chosen", "That mode was already chosen this turn (choose one you've not chosen).", "577");
  if (!ab.addsResources) {
    const tErr = timingOk(w, ab.timing === "action" || ab.timing === "reaction", ab.timing === "reaction");
    if (tErr) return tErr; // 508.1.a / 509.1.a: timing by keyword
    if (w === "main" && seat !== s.turnPlayer) {
      // Units 141.2, gear 145.2, legends and others 581: only in the controller's own turn.
      const t = stat(s, a.source).type;
      const rule = t === "Unit" || t === "Token" ? "141.2" : t === "Gear" ? "145.2" : "581";
      return err("timing/not-your-turn", "Activated abilities are used on your own turn.", rule);
    }
  }
  const c = ab.cost;
  if (c.exhaust && o.exhausted) return err("activate/exhausted", `${nameOf(s, a.source)} is exhausted.`, "592.4");
  if (c.spendBuff && !o.buffed)
    return err("activate/no-buff", `${nameOf(s, a.source)} has no buff to spend.`, "702.2.b.1");
  const trash = s.players[seat]!.trash;
  let recycleCards: string[] = [];
  if (ab.mode) s.history.abilityChoices[modeKey] = [...(s.history.abilityChoices[modeKey] ?? []), ab.mode];
  if (c.recycleFromTrash) {
    if (trash.length < c.recycleFromTrash)
      return err("activate/cannot-pay", `You need ${c.recycleFromTrash} card(s) in your trash to recycle.`, "594.3");
    const given = (a.costCards ?? []).filter((x) => trash.includes(x));
    if (given.length >= c.recycleFromTrash) recycleCards = given.slice(0, c.recycleFromTrash);
    else if (trash.length === c.recycleFromTrash) recycleCards = trash.slice();
    else
      return err(
        "activate/choose-cost",
        `Choose ${c.recycleFromTrash} card(s) from your trash to recycle (costCards).`,
        "594.6",
      );
  }
  const chosen = chooseTargets(
    s,
    ab.targets ?? [],
    normalizeTargets(ab.targets ?? [], a.targets),
    seat,
    a.source,
    null,
  );
  if ("code" in chosen) return chosen;
  const cost: Cost = { energy: c.energy ?? 0, pips: Array.from({ length: c.power ?? 0 }, () => ANY) };
  cost.pips.push(...deflectPips(s, seat, chosen.ids));
  const payErr = payCost(s, seat, cost, a.pay, out);
  if (payErr) return payErr;
  if (c.exhaust) o.exhausted = true;
  if (c.spendBuff) o.buffed = false;
  if (recycleCards.length) recycle(s, recycleCards, out);
  const item = {
    id: `c${s.nextId++}`,
    kind: "activated" as const,
    controller: seat,
    object: a.source,
    ability: pick.index,
    ...(pick.code !== cardScript(o.code)?.code ? { abilityCode: pick.code } : {}),
    targets: chosen.targets,
    legion: (s.history.cardsPlayed[seat] ?? 0) > 0,
  };
  emit(s, out, {
    kind: "activate",
    seat,
    object: a.source,
    card: nameOf(s, a.source),
    text: `P${seat + 1} activates ${nameOf(s, a.source)}.`,
  });
  if (ab.addsResources) {
    // 605.2: resolves immediately, cannot be responded to.
    const task = {
      t: "effects" as const,
      item,
      effects: toTaskEffects(pick.code, pick.index, ab.effects),
      pc: 0,
      vars: {},
    };
    runEffects(s, task, out);
    return null;
  }
  const wasEmpty = s.chain.length === 0;
  s.chain.push(item);
  if (wasEmpty) {
    s.priority = seat;
    s.chainByFocus = w === "focus";
  }
  s.chainPasses = [];
  return null;
}

/** Standard move (140, 596.3, 608-615). */
export function standardMove(
  s: RbState,
  seat: Seat,
  a: Extract<RbAction, { type: "move" }>,
  out: RbEvent[],
): Rejection | null {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  if (w !== "main" || seat !== s.turnPlayer)
    return err(
      "move/timing",
      "Standard moves happen in your action phase, in a neutral open state.",
      w === "focus" ? "140.1.c" : "140.1.b",
    );
  if (new Set(a.units).size !== a.units.length) return err("move/duplicate", "A unit is listed twice.", "140.3");
  for (const id of a.units) {
    const o = s.objects[id];
    if (!o || !(o.zone === "base" || o.zone === "battlefield") || !isUnit(s, id))
      return err("move/not-a-unit", `${id} is not a unit on the board.`, "140");
    if (o.controller !== seat) return err("move/not-yours", `${nameOf(s, id)} is not yours.`, "140");
    if (o.exhausted)
      return err("move/exhausted", `${nameOf(s, id)} is exhausted; moving costs exhausting it.`, "140.2");
    if (a.to === "base") {
      if (o.zone !== "battlefield")
        return err("move/bad-destination", `${nameOf(s, id)} is already in base.`, "140.4.b");
    } else {
      const b = s.battlefields[a.to];
      if (!b) return err("move/bad-destination", `There is no battlefield ${a.to}.`, "140.4");
      if (o.zone === "battlefield" && o.bf === a.to)
        return err("move/bad-destination", `${nameOf(s, id)} is already there.`, "140.4");
      if (o.zone === "battlefield" && !hasKeyword(s, id, "Ganking"))
        return err("move/no-ganking", `${nameOf(s, id)} can only move between battlefields with Ganking.`, "140.4.c.1");
      if (seatsAt(s, a.to).filter((x) => x !== seat).length >= 2)
        return err("move/full", "Units of two other players are already there.", "140.4.a.1");
    }
  }
  for (const id of a.units) obj(s, id).exhausted = true; // 140.2, 140.3.c
  moveUnits(s, a.units, a.to === "base" ? { kind: "base" } : { kind: "bf", index: a.to }, out);
  s.tasks.push({ t: "cleanup" }); // 615
  return null;
}

/** Hide (597, 723): pay one Power of any domain of your identity to place a Hidden card facedown at a battlefield you control. */
export function hide(s: RbState, seat: Seat, a: Extract<RbAction, { type: "hide" }>, out: RbEvent[]): Rejection | null {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  if (w !== "main" || seat !== s.turnPlayer)
    return err("hide/timing", "Hiding is a discretionary action in your neutral open state.", "597.2");
  const o = s.objects[a.card];
  if (o?.zone !== "hand" || o.owner !== seat)
    return err("hide/not-in-hand", "You hide cards from your hand.", "723.1.b");
  if (!stat(s, a.card).keywords.includes("Hidden") && !hasKeyword(s, a.card, "Hidden"))
    return err("hide/no-hidden", `${nameOf(s, a.card)} does not have Hidden.`, "723.1");
  const b = s.battlefields[a.at];
  if (!b) return err("hide/bad-battlefield", `There is no battlefield ${a.at}.`, "597.1");
  if (b.controller !== seat)
    return err("hide/not-controlled", "You can only hide at a battlefield you control.", "106.4.c");
  if (b.facedown) return err("hide/occupied", "That battlefield already has a facedown card.", "106.4.b");
  const legend = s.players[seat]!.legend;
  const identity = legend ? stat(s, legend).domains.filter((d) => d !== "Colorless") : ANY;
  const payErr = payCost(s, seat, { energy: 0, pips: [identity.length ? identity : ANY] }, a.pay, out); // 723.1.b.1
  if (payErr) return payErr;
  place(s, a.card, { zone: "facedown", bf: a.at });
  const ho = obj(s, a.card);
  ho.controller = seat;
  ho.hiddenOnTurn = s.turnNumber;
  emit(s, out, {
    kind: "hide",
    seat,
    object: a.card,
    card: nameOf(s, a.card),
    text: `P${seat + 1} hides ${nameOf(s, a.card)} at ${nameOf(s, b.card)}.`,
    visibleTo: [seat],
    publicText: `P${seat + 1} hides a card at ${nameOf(s, b.card)}.`,
  });
  return null;
}

/** Basic rune abilities (157.2): exhaust for 1 Energy, recycle for 1 Power of its domain. They resolve at once (605.2). */
export function useRune(
  s: RbState,
  seat: Seat,
  a: Extract<RbAction, { type: "rune" }>,
  out: RbEvent[],
): Rejection | null {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  const o = s.objects[a.rune];
  if (o?.zone !== "runes" || o.controller !== seat)
    return err("rune/not-yours", "That is not one of your runes.", "157.2");
  const p = s.players[seat]!;
  if (a.use === "exhaust") {
    if (o.exhausted) return err("rune/exhausted", "That rune is already exhausted.", "592.1.b");
    o.exhausted = true;
    p.pool.energy++;
    emit(s, out, {
      kind: "addEnergy",
      seat,
      object: a.rune,
      text: `P${seat + 1} exhausts ${nameOf(s, a.rune)}: +1 Energy.`,
    });
  } else {
    const d = stat(s, a.rune).domains[0] ?? "Colorless";
    recycle(s, [a.rune], out);
    (p.pool.power as Record<string, number>)[d] = ((p.pool.power as Record<string, number>)[d] ?? 0) + 1;
    emit(s, out, {
      kind: "addPower",
      seat,
      object: a.rune,
      text: `P${seat + 1} recycles ${nameOf(s, a.rune)}: +1 ${d} Power.`,
    });
  }
  return null;
}

/** Pass priority (540.4) or focus (553.4). */
export function pass(s: RbState, seat: Seat, out: RbEvent[]): Rejection | null {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  if (w === "main")
    return err("pass/nothing-to-pass", "There is no chain or showdown to pass in; end your turn instead.", "516.6");
  emit(s, out, { kind: "pass", seat, text: `P${seat + 1} passes.` });
  const rel = relevantPlayers(s);
  if (w === "closed") {
    if (!s.chainPasses.includes(seat)) s.chainPasses.push(seat);
    if (rel.every((p) => s.chainPasses.includes(p)))
      resolveTop(s, out); // 540.4.b, 543
    else s.priority = nextRelevant(s, seat);
    return null;
  }
  const sd = s.showdown!;
  if (!sd.passes.includes(seat)) sd.passes.push(seat);
  if (sd.relevant.every((p) => sd.passes.includes(p)))
    endShowdown(s, out); // 553.4.a
  else sd.focus = nextRelevant(s, seat); // 553.5
  return null;
}

/** Invite (531.2): in a duel both players are always relevant, so there is no one to invite. */
export function invite(s: RbState, seat: Seat, target: Seat): Rejection | null {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  if (w === "main") return err("invite/no-window", "Invitations happen during a chain or showdown.", "531.2");
  if (!s.players[target] || target === seat) return err("invite/bad-seat", "Invite another player.", "531.2.a");
  return err("invite/already-relevant", `P${target + 1} is already a relevant player.`, "531.2.a");
}

/** End turn (516.6). */
export function endTurnAction(s: RbState, seat: Seat, out: RbEvent[]): Rejection | null {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  if (w !== "main" || seat !== s.turnPlayer)
    return err(
      "turn/not-now",
      "You can end your turn in your action phase when no chain or showdown is in progress.",
      "516.6",
    );
  endTurn(s, out);
  return null;
}

/** Concede (649-650): at any time. */
export function concedeAction(s: RbState, seat: Seat, out: RbEvent[]): Rejection | null {
  if (s.winner !== null) return err("game/over", "The game is over.", "633");
  concede(s, seat, out);
  return null;
}

/** Answers the pending decision (design.md principle 2): anything not among its options is refused, nothing changes. */
export function answer(
  s: RbState,
  seat: Seat,
  a: Extract<RbAction, { type: "choose" }>,
  out: RbEvent[],
): Rejection | null {
  const p = s.pending;
  if (!p || p.kind === "priority" || p.kind === "focus")
    return err("choose/no-decision", "There is no decision to answer; act or pass instead.");
  if (p.seat !== seat) return err("choose/not-yours", "This decision belongs to the other player.", "512.1.b.1");
  if (a.decision !== undefined && a.decision !== p.id) return err("choose/stale", "That prompt has moved on.");
  const route = (p.data?.route as string | undefined) ?? "";
  const optionIds = new Set(p.options.map((o) => o.id));
  const picks = a.cards ?? a.targets ?? a.order ?? (a.option !== undefined ? [a.option] : undefined);
  if (route === "assignDamage") {
    if (!a.assign) return err("choose/assign-required", "Answer with a damage assignment.", "626.1.d");
    const units = p.data!.units as string[];
    const total = p.data!.total as number;
    const msg = checkAssignment(s, units, total, a.assign);
    if (msg) return err("combat/bad-assignment", msg, "626.1.d");
    const task = s.tasks[s.tasks.length - 1];
    if (task?.t !== "combatDamage") throw new Error("assignDamage without a combat task");
    for (const [id, n] of Object.entries(a.assign)) task.assigned[id] = (task.assigned[id] ?? 0) + n;
    task.stage++;
    s.pending = null;
    return null;
  }
  if (!picks) return err("choose/empty", "Answer with the options you choose.");
  if (new Set(picks).size !== picks.length) return err("choose/duplicate", "An option is listed twice.");
  for (const x of picks) if (!optionIds.has(x)) return err("choose/not-an-option", `${x} is not one of the options.`);
  if (picks.length < p.min || picks.length > p.max)
    return err(
      "choose/count",
      p.min === p.max ? `Choose exactly ${p.min}.` : `Choose between ${p.min} and ${p.max}.`,
      route === "triggerTargets" ? "559.3" : route === "mulligan" ? "117.1" : undefined,
    );
  switch (route) {
    case "mulligan": {
      // 117: set aside up to two, draw as many, recycle the set-aside cards (random order, 594.5).
      const pl = s.players[seat]!;
      for (const id of picks) place(s, id, { zone: "removed" });
      draw(s, seat, picks.length, out);
      recycle(s, picks, out);
      pl.mulliganDone = true;
      emit(s, out, {
        kind: "mulligan",
        seat,
        text: picks.length === 0 ? `P${seat + 1} keeps their hand.` : `P${seat + 1} mulligans ${picks.length} card(s).`,
      });
      s.tasks.pop();
      break;
    }
    case "orderTriggers": {
      const mine = s.triggerQueue.filter((t) => t.controller === seat);
      const others = s.triggerQueue.filter((t) => t.controller !== seat);
      const ordered = picks.map((id) => mine.find((t) => t.id === id)!);
      s.pending = null;
      s.triggerQueue = [...ordered, ...others];
      for (const t of ordered) if (!pushTrigger(s, t, out)) return null;
      return null;
    }
    case "triggerTargets": {
      const t = s.triggerQueue.find((x) => x.id === p.data!.trigger);
      if (!t) throw new Error("trigger vanished");
      const chosen = { ...(p.data!.chosen as Record<string, string[]>), [p.data!.spec as string]: picks };
      s.pending = null;
      pushTrigger(s, t, out, chosen);
      return null;
    }
    case "chooseFirst": {
      const task = s.tasks.pop();
      if (task?.t !== "chooseFirst") throw new Error("chooseFirst without task");
      s.pending = null;
      startChosen(s, task.kind, Number(picks[0]), out);
      return null;
    }
    case "matchBattlefield": {
      const task = s.tasks.pop();
      if (task?.t !== "matchBattlefield") throw new Error("matchBattlefield without task");
      chooseMatchBattlefield(s, seat, picks[0]!, out);
      break;
    }
    case "matchFirst": {
      const task = s.tasks.pop();
      if (task?.t !== "matchFirst") throw new Error("matchFirst without task");
      setFirstPlayer(s, picks[0] === "first" ? seat : (seat + 1) % s.players.length);
      emit(s, out, {
        kind: "firstPlayer",
        seat: s.firstPlayer,
        text: `P${seat + 1} chooses that P${s.firstPlayer + 1} goes first.`,
      });
      break;
    }
    case "effects": {
      const task = s.tasks[s.tasks.length - 1];
      if (task?.t !== "effects") throw new Error("effects answer without a task");
      task.answer = picks;
      break;
    }
    default:
      throw new Error(`unknown decision route ${route}`);
  }
  s.pending = null;
  return null;
}

export { cleanup, unitsAt };
