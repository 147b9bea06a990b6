/**
 * Running a resolving link's instructions (002 709): targets are rechecked (709.2a: every target illegal → the
 * link is interrupted by the game; 709.2c: partly legal → only the legal ones are affected), then instructions run
 * in text order (709.2b). Damage and repair become packets, one per character (407.4), from "your commander" by
 * default (408.2c), shooting unless typed (408.3a), amplified as created (716.1e); the rest changes the state at
 * once. A target that changed zones since it was chosen is another card and illegal (405.9a).
 */
import { type Seat, shuffle } from "../../../engine/index.js";
import { substituteCode } from "../cards/catalogue.js";
import type { Amount, Effect, Ref, TargetSpec } from "../cards/schema.js";
import {
  abilityBoost,
  amplifiers,
  atk,
  card,
  commanderArmorValue,
  commanderFaction,
  countersOf,
  crystals,
  isCharacter,
  isUnit,
  nameOf,
  units,
} from "./characteristics.js";
import { destroyUnit } from "./damage.js";
import { isActive, isVehicle } from "./vehicles.js";
import { type Link, type Packet, type RiseState, obj, opp } from "./state.js";
import { legalTarget } from "./targets.js";
import { askDiscard, destroy, draw, moveTo } from "./zones.js";

/** Whether target slot `i` of a link is still legal (706.1 rechecked at 709.2a; 405.9a another card). */
export function liveTarget(s: RiseState, link: Link, specs: readonly TargetSpec[], i: number): boolean {
  const id = link.targets[i];
  const spec = specs[i];
  if (!id || !spec) return false;
  if (id.startsWith("o") && obj(s, id).inc !== link.incs[i]) return false;
  return legalTarget(s, spec, id, link.controller, link.targets.slice(0, i));
}

/** The ids a reference names now. */
function resolveRef(s: RiseState, link: Link, specs: readonly TargetSpec[], ref: Ref): string[] {
  const seat = link.controller;
  if (typeof ref === "object") return liveTarget(s, link, specs, ref.target) ? [link.targets[ref.target]!] : [];
  switch (ref) {
    case "self":
      return [link.card];
    case "your-commander":
      return [s.players[seat]!.commander];
    case "you":
      return [`p${seat}`];
    case "each-opposing-unit":
      return units(s, opp(seat));
    case "each-unit-in-your-party":
      return units(s, seat);
    case "each-unit":
      return [...units(s, s.active), ...units(s, opp(s.active))];
    case "each-target":
      return link.targets.flatMap((_, i) => (liveTarget(s, link, specs, i) ? [link.targets[i]!] : []));
    case "attacker":
      return link.attacker && isUnit(s, link.attacker) ? [link.attacker] : [];
    case "damaged":
      return link.damaged && isUnit(s, link.damaged) ? [link.damaged] : [];
    case "defender": {
      const d = s.combat?.defender ?? s.combat?.plannedDefender;
      return d && isUnit(s, d) ? [d] : [];
    }
    case "attached": {
      const h = hostOf(s, link);
      return h && isCharacter(s, h) ? [h] : [];
    }
    case "attached-controller": {
      const h = hostOf(s, link);
      return h && isCharacter(s, h) ? [`p${obj(s, h).controller}`] : [];
    }
    case "each-character":
      return [
        ...units(s, s.active),
        ...crystals(s, s.active),
        ...units(s, opp(s.active)),
        ...crystals(s, opp(s.active)),
      ];
  }
}

/**
 * The host an attachment's link acts on: the one it had when its ability triggered, while that is still the same
 * card (709.2d: last known information once the attachment left play, RISE-EX-31), else its host now (403).
 */
function hostOf(s: RiseState, link: Link): string | undefined {
  if (link.host) return obj(s, link.host.obj).inc === link.host.inc ? link.host.obj : undefined;
  const a = obj(s, link.card);
  if (!a.attachedTo || a.inc !== link.cardInc) return undefined;
  return obj(s, a.attachedTo).inc === a.attachedInc ? a.attachedTo : undefined;
}

/** An amount for one receiving card `to` (counters per card: 麦多尼亚; 407.6 whole points). */
function amountOf(s: RiseState, link: Link, a: Amount, to?: string): number {
  if (typeof a === "number") return a;
  if (typeof a === "object") {
    if ("destroyedAtkPlus" in a) return (link.lkiAtk ?? 0) + a.destroyedAtkPlus; // 703.4 look-back
    const on = a.on === "self" ? link.card : to;
    return on ? countersOf(s, on, a.perCounter) * a.times : 0;
  }
  const o = obj(s, link.card);
  return o.inc === link.cardInc && isUnit(s, link.card) ? atk(s, link.card) : (link.lkiAtk ?? 0);
}

/** Runs one instruction (a verb). */
function runEffect(s: RiseState, link: Link, specs: readonly TargetSpec[], e: Effect): void {
  if (e.when && commanderFaction(s, link.controller) !== e.when.commanderFaction) return; // 206.1c
  switch (e.op) {
    case "damage":
    case "repair":
      damageOrRepair(s, link, specs, e);
      return;
    case "counter":
      putCounters(s, link, specs, e);
      return;
    case "remove-counters":
      removeCounters(s, e.kind);
      return;
    case "next-card":
      for (const p of resolveRef(s, link, specs, e.who).filter((x) => x.startsWith("p"))) {
        s.players[Number(p.slice(1))]!.nextCard = { discount: e.discount, turn: s.turn };
        s.log.push({ text: `${nameOf(s, p)}'s next card this turn becomes instant and costs ${e.discount} less.` });
      }
      return;
    case "armor-this-turn": {
      // 博爱者旗帜: "that armor value", the commander's as the ability resolves.
      const value = commanderArmorValue(s, link.controller);
      for (const id of resolveRef(s, link, specs, e.what).filter((x) => x.startsWith("o") && isUnit(s, x))) {
        s.turnMods.push({ obj: id, inc: obj(s, id).inc, mod: "armor", armor: value });
        s.log.push({ text: `${nameOf(s, id)} has armor value ${value} this turn.` });
      }
      return;
    }
    case "atk-this-combat": {
      // 714.3: "this combat" ends with the combat; nothing outside a combat.
      const c = s.combat;
      if (!c) return;
      for (const id of resolveRef(s, link, specs, e.what).filter((x) => x.startsWith("o") && isUnit(s, x))) {
        c.mods = [...(c.mods ?? []), { obj: id, inc: obj(s, id).inc, atk: e.amount }];
        s.log.push({ text: `${nameOf(s, id)} has ${e.amount >= 0 ? "+" : ""}${e.amount} ATK this combat.` });
      }
      return;
    }
    case "grant": {
      // 706.1c: the granted ability's targets are chosen when it is used; it lasts this turn (503.2a.2).
      if (link.ability === undefined && link.kind !== "card") return;
      const ability =
        link.kind === "card" ? card(s, link.card).abilities.findIndex((a) => a.kind === "play") : link.ability!;
      const source = card(s, link.card).abilities[ability];
      const effect = source && "effects" in source ? source.effects.indexOf(e) : -1;
      for (const id of resolveRef(s, link, specs, e.what).filter((x) => x.startsWith("o") && isUnit(s, x))) {
        s.turnMods.push({
          obj: id,
          inc: obj(s, id).inc,
          mod: "granted",
          grant: { code: obj(s, link.card).code, ability, effect },
        });
        s.log.push({ text: `${nameOf(s, id)} gains an ability this turn.` });
      }
      return;
    }
    case "draw":
      for (const p of resolveRef(s, link, specs, e.who)) draw(s, Number(p.slice(1)) as Seat, e.amount);
      return;
    case "discard":
      for (const p of resolveRef(s, link, specs, e.who)) askDiscard(s, Number(p.slice(1)) as Seat, e.amount, "effect");
      return;
    case "substitute":
      for (let i = 0; i < e.count; i++) makeSubstitute(s, link, e.make.name);
      s.log.push({ text: `P${link.controller + 1} puts ${e.count} ${e.make.name} substitute(s) into play.` });
      return;
    case "next-ability":
      s.players[link.controller]!.nextAbility = e.boost;
      s.log.push({
        text: `P${link.controller + 1}'s next ability becomes instant${e.boost ? ` (a Buff or Debuff one +${e.boost})` : ""}.`,
      });
      return;
    case "search":
      search(s, link.controller, e.select);
      return;
    case "copy-on-chain":
      for (const id of resolveRef(s, link, specs, e.what)) copyOnChain(s, link.controller, id);
      return;
    case "look-top": {
      const top = s.players[link.controller]!.deck.slice(0, e.count);
      if (top.length > 1) s.ask = { kind: "look-top", seat: link.controller, cards: top };
      return;
    }
    case "to-resource-row":
      toResourceRow(s, link, e.exhausted);
      return;
    default:
      for (const id of resolveRef(s, link, specs, e.what)) change(s, link, e.op, id);
  }
}

/**
 * 411.1-411.3: searching a deck looks at every card; the player picks the card found (or, with a description,
 * none: 411.3). Nothing to choose: the deck is shuffled at once (411.2).
 */
function search(s: RiseState, seat: Seat, select: "reinforcement" | "any"): void {
  const deck = s.players[seat]!.deck;
  const cards = deck.filter((id) => select === "any" || card(s, id).type === "reinforcement");
  s.log.push({ text: `P${seat + 1} searches their deck.` });
  if (cards.length === 0) {
    shuffleDeck(s, seat);
    return;
  }
  s.ask = { kind: "search", seat, cards, mayFail: select !== "any" };
}

/** 411.2: after a search the deck's owner shuffles it (seeded RNG). */
export function shuffleDeck(s: RiseState, seat: Seat): void {
  const [rng, deck] = shuffle(s.rng, s.players[seat]!.deck);
  s.rng = rng;
  s.players[seat]!.deck = deck;
}

/**
 * 402.1: a copy of the ability card `id` on the chain goes on the chain: controlled by `seat` (402.1a), with the
 * original's current targets (402.1b); it is no card and is not played (707 not followed), so it is added like a
 * trigger and ceases to exist when it leaves the chain.
 */
function copyOnChain(s: RiseState, seat: Seat, id: string): void {
  const original = s.chain.find((l) => l.kind === "card" && l.card === id);
  if (!original) return;
  s.chain.push({
    kind: "copy",
    controller: seat,
    card: id,
    cardInc: original.cardInc,
    targets: [...original.targets],
    incs: [...original.incs],
  });
  s.log.push({ text: `P${seat + 1} puts a copy of ${nameOf(s, id)} on the chain.` });
}

/** 413.1: "put N [kind] counters on [what]" (cards in play only). */
function putCounters(
  s: RiseState,
  link: Link,
  specs: readonly TargetSpec[],
  e: Extract<Effect, { op: "counter" }>,
): void {
  for (const id of resolveRef(s, link, specs, e.what).filter((x) => x.startsWith("o"))) {
    const o = obj(s, id);
    if (!(o.zone === "troop" || o.zone === "commander")) continue;
    o.counters = { ...o.counters, [e.kind]: (o.counters?.[e.kind] ?? 0) + e.amount };
    s.log.push({ text: `${nameOf(s, id)} gets ${e.amount} ${e.kind} counter(s) (${o.counters[e.kind]}).` });
  }
}

/** "Remove all [kind] counters" from every card (麦多尼亚). */
function removeCounters(s: RiseState, kind: string): void {
  for (const o of s.objects)
    if (o.counters?.[kind]) {
      const { [kind]: _gone, ...rest } = o.counters;
      o.counters = rest;
    }
  s.log.push({ text: `All ${kind} counters are removed.` });
}

/**
 * Damage and repair instructions (407.4: one packet per character, from "your commander" by default, 408.2c;
 * shooting unless typed, 408.3a; amplified as created, 716.1e; boosted, 717.1/717.4; none under 1, 408.2a).
 */
function damageOrRepair(
  s: RiseState,
  link: Link,
  specs: readonly TargetSpec[],
  e: Extract<Effect, { op: "damage" | "repair" }>,
): void {
  const types = e.op === "damage" ? [e.type ?? "shooting"] : [];
  if (e.op === "damage" && e.by === "each-fighting-reinforcement-in-your-party") {
    // 追踪者: one packet from each Fighting-type reinforcement of the party (407.4, 408.2c).
    const to = resolveRef(s, link, specs, e.to).filter((id) => id.startsWith("o") && isUnit(s, id));
    // "…reinforcement or activated vehicle" (追踪者, 303.3).
    const fighters = s.players[link.controller]!.troops.filter(
      (u) => card(s, u).damageType === "fighting" && (!isVehicle(s, u) || isActive(s, u)),
    );
    for (const from of fighters)
      for (const t of to) s.packets.push(plainDamage(s, link, from, t, e.amount, types, e.unpreventable));
    return;
  }
  const source = e.by === "self" ? link.card : s.players[link.controller]!.commander;
  let bonus = 0;
  if (e.op === "damage" && e.by !== "self") bonus += amplifiers(s, link.controller, types);
  // 716.1, 717.1: "when you use an ability" reads the played ability card's own text.
  if (link.kind === "card" && card(s, link.card).type === "ability") bonus += abilityBoost(s, link.controller);
  bonus += link.boost ?? 0; // 717.4: every packet of the boosted "next" ability
  // 717.2a: the damage its target's controller prevented by discarding (措手不及, 709.2b).
  if (e.op === "damage" && e.discardPrevents !== undefined && e.unpreventable !== true) bonus -= link.prevented ?? 0;
  for (const to of resolveRef(s, link, specs, e.to).filter((id) => id.startsWith("o") && isCharacter(s, id))) {
    // 407.4: one packet per character; 408.2a: none under 1 (no counter on it: nothing, 麦多尼亚).
    const amount = amountOf(s, link, e.amount, to) + bonus;
    if (amount < 1) continue;
    s.packets.push({
      kind: e.op,
      amount,
      to,
      source,
      controller: link.controller,
      types,
      combat: false,
      preventable: !(e.op === "damage" && e.unpreventable),
      ...(e.op === "damage" && e.forEachDealt
        ? {
            after:
              e.forEachDealt === "repair-source"
                ? { repair: source, ...(link.boost ? { boost: link.boost } : {}) }
                : { draw: drawerOf(s, link, specs, e.forEachDealt.draw) },
          }
        : {}),
      ...(e.op === "damage" && e.vortexIfDestroyed && link.ability !== undefined
        ? {
            watch: {
              controller: link.controller,
              card: link.card,
              cardInc: link.cardInc,
              ability: link.ability,
            },
          }
        : {}),
    });
  }
}

/** A damage packet of a fixed amount from `from` (no amplifiers: they read "your commander would deal", 716.1e). */
function plainDamage(
  s: RiseState,
  link: Link,
  from: string,
  to: string,
  a: Amount,
  types: Packet["types"],
  unpreventable: boolean | undefined,
): Packet {
  const amount = amountOf(s, link, a, to);
  return {
    kind: "damage",
    amount,
    to,
    source: from,
    controller: link.controller,
    types,
    combat: false,
    preventable: !unpreventable,
  };
}

const drawerOf = (s: RiseState, link: Link, specs: readonly TargetSpec[], ref: Ref): Seat | undefined => {
  const p = resolveRef(s, link, specs, ref)[0];
  return p?.startsWith("p") ? (Number(p.slice(1)) as Seat) : undefined;
};

/** 413.2: a substitute enters the troop row of the link's controller (owned by them). */
function makeSubstitute(s: RiseState, link: Link, name: string): void {
  const code = substituteCode(card(s, link.card).id, name);
  const id = `o${s.objects.length}`;
  s.objects.push({
    id,
    code,
    owner: link.controller,
    controller: link.controller,
    zone: "troop",
    exhausted: false,
    damage: 0,
    faceDown: false,
    since: s.turn,
    inc: 0,
    skipReady: false,
    substitute: true,
  });
  s.players[link.controller]!.troops.push(id);
  entered(s, id);
}

/** 405.9b: 逝者阿尔贝托 goes to the resource row only while it is still the card that was destroyed. */
function toResourceRow(s: RiseState, link: Link, exhausted: boolean): void {
  const o = obj(s, link.card);
  if (o.zone !== "salvage" || o.inc !== link.cardInc) {
    s.log.push({ text: `${nameOf(s, link.card)} is no longer there: nothing happens.` });
    return;
  }
  moveTo(s, link.card, "resource", link.controller);
  o.faceDown = true;
  o.exhausted = exhausted;
  s.log.push({ text: `${card(s, link.card).name} goes to P${link.controller + 1}'s resource row face down.` });
}

type ChangeOp = Extract<Effect, { what: Ref }>["op"];

function change(s: RiseState, _link: Link, op: ChangeOp, id: string): void {
  if (id.startsWith("p")) return;
  const o = obj(s, id);
  const name = nameOf(s, id);
  switch (op) {
    case "exhaust":
      // 404.1: only a ready card can be exhausted.
      if (!o.exhausted) o.exhausted = true;
      s.log.push({ text: `${name} is exhausted.` });
      return;
    case "ready":
      o.exhausted = false;
      s.log.push({ text: `${name} is readied.` });
      return;
    case "destroy":
      s.log.push({ text: `${name} is destroyed.` });
      if (isCharacter(s, id)) destroyUnit(s, id, atk(s, id));
      else destroy(s, id);
      return;
    case "to-hand":
      moveTo(s, id, "hand");
      s.log.push({ text: `${name} is put into its owner's hand.` });
      return;
    case "vortex":
      moveTo(s, id, "vortex");
      s.log.push({ text: `${name} is put into the Galactic Vortex.` });
      return;
    case "skip-next-ready":
      o.skipReady = true;
      return;
    case "gain-control":
      gainControl(s, _link.controller, id);
      return;
    case "lock-others": {
      // 714.3f: the other units of its party at resolution are locked as the affected set (RISE-EX-34).
      const seat = o.controller;
      for (const u of units(s, seat)) if (u !== id) s.turnMods.push({ obj: u, inc: obj(s, u).inc, mod: "locked" });
      s.log.push({ text: `The other units in ${name}'s party can't attack or guard this turn.` });
      return;
    }
  }
}

/**
 * 400.3: the link's controller gains control of a reinforcement or squad until end of turn: the same card (no zone
 * change) moves to their troop row and enters their party (405.8b: deployment fatigue anew, 302.2); its effects,
 * counters and attachments stay (400.3, 400.3a); a crew member leaves its vehicle. Returned in the tally (400.3b).
 */
export function gainControl(s: RiseState, seat: Seat, id: string): void {
  const o = obj(s, id);
  if (o.zone !== "troop" || o.controller === seat || card(s, id).type === "vehicle") return;
  s.controlReturns = [...(s.controlReturns ?? []), { obj: id, inc: o.inc, to: o.controller }];
  switchControl(s, id, seat);
  s.log.push({ text: `P${seat + 1} gains control of ${nameOf(s, id)} until end of turn.` });
}

function switchControl(s: RiseState, id: string, seat: Seat): void {
  const o = obj(s, id);
  const from = s.players[o.controller]!.troops;
  from.splice(from.indexOf(id), 1);
  s.players[seat]!.troops.push(id);
  o.controller = seat;
  o.since = s.turn;
  delete o.aboard;
}

/** 400.3b, 503.2a.2: "until end of turn" control changes end; each card still in play goes back. */
export function returnControl(s: RiseState): void {
  for (const r of s.controlReturns ?? []) {
    const o = obj(s, r.obj);
    if (o.inc !== r.inc || o.zone !== "troop" || o.controller === r.to) continue;
    switchControl(s, r.obj, r.to);
    s.log.push({ text: `${nameOf(s, r.obj)} returns to P${r.to + 1}'s control.` });
  }
  delete s.controlReturns;
}

/** 710.1d: "when this enters play" and "whenever an opposing unit enters play" triggers. */
export function entered(s: RiseState, id: string): void {
  const o = obj(s, id);
  card(s, id).abilities.forEach((a, i) => {
    if (a.kind === "enters") s.waiting.push({ controller: o.controller, card: id, cardInc: o.inc, ability: i });
  });
  if (!isUnit(s, id)) return;
  const other = opp(o.controller);
  for (const w of [s.players[other]!.commander, ...s.players[other]!.troops, ...s.players[other]!.gear])
    if (!obj(s, w).faceDown)
      card(s, w).abilities.forEach((a, i) => {
        if (a.kind === "opposing-unit-enters")
          s.waiting.push({ controller: other, card: w, cardInc: obj(s, w).inc, ability: i });
      });
}

/**
 * Runs a resolving link's instructions in order. A link with targets of which none is legal is interrupted by the
 * game (709.2a).
 */
export function runEffects(s: RiseState, link: Link, specs: readonly TargetSpec[], effects: readonly Effect[]): void {
  const chosen = link.targets.map((_, i) => i);
  if (chosen.length > 0 && !chosen.some((i) => liveTarget(s, link, specs, i))) {
    s.log.push({ text: "Every target is illegal: the link is interrupted by the game." });
    return;
  }
  for (const e of effects) runEffect(s, link, specs, e);
}
