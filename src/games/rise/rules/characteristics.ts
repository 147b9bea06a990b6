/**
 * Reading a card's current characteristics (002 300-306, 704.1a/714.2 continuous abilities, always recomputed):
 * card types, units (300.1), ATK (205.1: a commander has 0 unless printed; fire effects 305.2a; +ATK statics),
 * health (塞班·托托斯), armor values (306.2, 304.1a), keywords (printed, or granted to the commander). Face-down
 * resources are blank (414.1b).
 */
import type { Seat } from "../../../engine/index.js";
import type { Ability, DamageType, Keyword, RiseCard, Static } from "../cards/schema.js";
import { type RiseObject, type RiseState, obj } from "./state.js";

/** The printed card of an object. @throws on an unknown code (configs are validated). */
export function card(s: RiseState, id: string): RiseCard {
  const c = s.cards[obj(s, id).code];
  if (!c) throw new Error(`rise: unknown card ${obj(s, id).code}`);
  return c;
}

/**
 * The abilities of an object (none for a blank face-down resource, 414.1b): printed, then those granted this turn
 * (706.1c, 绝密潜入), numbered after the printed ones.
 */
export function abilitiesOf(s: RiseState, id: string): readonly Ability[] {
  const o = obj(s, id);
  if (o.faceDown || losesAbilities(s, id)) return [];
  const printed = card(s, id).abilities;
  const granted = s.turnMods.flatMap((m) => {
    if (m.mod !== "granted" || m.obj !== id || m.inc !== o.inc || !m.grant) return [];
    const e = s.cards[m.grant.code]?.abilities[m.grant.ability];
    const g = e && "effects" in e ? e.effects[m.grant.effect] : undefined;
    return g?.op === "grant" ? [g.ability] : [];
  });
  return granted.length ? [...printed, ...granted] : printed;
}

/** Printed statics of face-up cards in play (read printed, so "loses all abilities" can't loop back on itself). */
function printedStatics(s: RiseState): { id: string; effect: Static }[] {
  const out: { id: string; effect: Static }[] = [];
  for (const p of s.players)
    for (const id of [...p.gear, ...p.troops])
      if (!obj(s, id).faceDown)
        for (const a of card(s, id).abilities) if (a.kind === "static") out.push({ id, effect: a.effect });
  return out;
}

/** Counters of a kind on a card (413.1). */
export const countersOf = (s: RiseState, id: string, kind: string): number => obj(s, id).counters?.[kind] ?? 0;

/** The attachments in play attached to `host` now (403; a host that became another card has none, 405.9a). */
export function attachmentsOf(s: RiseState, host: string): string[] {
  const inc = obj(s, host).inc;
  const out: string[] = [];
  // Attachments sit in their controller's commander row (docs/rise.md "Attachments").
  for (const p of s.players)
    for (const id of p.gear) {
      const a = obj(s, id);
      if (a.attachedTo === host && a.attachedInc === inc && !a.faceDown) out.push(id);
    }
  return out;
}

/** What attachments do to their host now (403; 质能变异's "attached-host" statics, printed). */
function hostEffects(s: RiseState, id: string): Extract<Static, { kind: "attached-host" }>[] {
  return attachmentsOf(s, id).flatMap((a) =>
    card(s, a).abilities.flatMap((x) => (x.kind === "static" && x.effect.kind === "attached-host" ? [x.effect] : [])),
  );
}

/**
 * Whether a card in play has lost all its abilities (700.3): an attachment says so (质能变异), or it carries a
 * counter that a card in play locks (麦多尼亚's invasion counters; 103.4: "can't have" wins over any grant). The
 * locking cards are read printed (a Medonia with an invasion counter still locks: docs/rise.md "Counters").
 */
function losesAbilities(s: RiseState, id: string): boolean {
  const o = obj(s, id);
  if (!(o.zone === "troop" || o.zone === "commander")) return false;
  if (o.counters && counterLocked(s, id)) return true;
  return hostEffects(s, id).some((e) => e.losesAbilities);
}

function counterLocked(s: RiseState, id: string): boolean {
  const c = obj(s, id).counters;
  if (!c || !isUnit(s, id)) return false;
  return printedStatics(s).some((x) => x.effect.kind === "counter-lock" && (c[x.effect.counter] ?? 0) > 0);
}

/** Whether a unit can't board vehicles now (麦多尼亚's invasion counters). */
export const restrainedByCounters = (s: RiseState, id: string): boolean => counterLocked(s, id);

/** Whether a unit can't attack or guard now: a counter lock (麦多尼亚) or its attachment (质能变异). */
export const restrained = (s: RiseState, id: string): boolean =>
  counterLocked(s, id) || hostEffects(s, id).some((e) => e.cantAttackOrGuard);

/** Type-line tags now: printed, plus those attachments add (202.3: adding a tag removes nothing, RISE-EX-02). */
export function tagsOf(s: RiseState, id: string): string[] {
  const added = hostEffects(s, id).flatMap((e) => (e.tag ? [e.tag] : []));
  const printed = card(s, id).tags;
  return added.length ? [...printed, ...added.filter((t) => !printed.includes(t))] : [...printed];
}

/** Face-up cards in play (the troop and commander rows; 712.4). */
export const inPlay = (o: RiseObject): boolean => (o.zone === "troop" || o.zone === "commander") && !o.faceDown;

/** The commander in play (301). */
export const isCommander = (s: RiseState, id: string): boolean =>
  obj(s, id).zone === "commander" && card(s, id).type === "commander";
/** A reinforcement or squad in play, substitutes included (302, 304, 413.2a). */
export const isTroop = (s: RiseState, id: string): boolean => obj(s, id).zone === "troop";
/** A unit in play: commander, reinforcement or squad (300.1). */
export const isUnit = (s: RiseState, id: string): boolean => isCommander(s, id) || isTroop(s, id);
/**
 * A crystal in play (307.3, partly lost: docs/rise.md "Crystals"): a face-up ongoing ability card with the crystal
 * keyword (read printed). A character (300.1), targeted and attacked as a unit, but no unit otherwise (RISE-EX-05).
 */
export function isCrystal(s: RiseState, id: string): boolean {
  const o = obj(s, id);
  if (o.zone !== "commander" || o.faceDown) return false;
  const c = card(s, id);
  return c.type === "ability" && c.abilities.some((a) => a.kind === "keyword" && a.keyword === "crystal");
}
/** A character in play: a unit or a crystal (300.1). */
export const isCharacter = (s: RiseState, id: string): boolean => isUnit(s, id) || isCrystal(s, id);
/** The crystals of a seat in play (307.3). */
export const crystals = (s: RiseState, seat: Seat): string[] => s.players[seat]!.gear.filter((id) => isCrystal(s, id));
/** Equipment: armor, accessory, weapon (300.1). */
export const isEquipment = (c: RiseCard): boolean =>
  c.type === "armor" || c.type === "accessory" || c.type === "weapon";

/** The party's units of a seat: commander and troops (405.8b; the units of it). */
export const units = (s: RiseState, seat: Seat): string[] => [s.players[seat]!.commander, ...s.players[seat]!.troops];

/** Every continuous modifier that applies now, with its controller (704.1a: only in play). */
function statics(s: RiseState): { seat: Seat; source: string; effect: Static }[] {
  const out: { seat: Seat; source: string; effect: Static }[] = [];
  for (const seat of [0, 1] as const)
    for (const id of [...s.players[seat]!.gear, ...s.players[seat]!.troops])
      for (const a of abilitiesOf(s, id)) if (a.kind === "static") out.push({ seat, source: id, effect: a.effect });
  return out;
}

/** Keywords an object has now: printed, or granted to its controller's commander by a card in play. */
export function has(s: RiseState, id: string, k: Keyword): boolean {
  if (abilitiesOf(s, id).some((a) => a.kind === "keyword" && a.keyword === k)) return true;
  if (!isCommander(s, id)) return false;
  const seat = obj(s, id).controller;
  return statics(s).some((x) => x.seat === seat && x.effect.kind === "commander-keyword" && x.effect.keyword === k);
}

/** Current ATK (205.1; 104.2: negatives read as 0 except in calculations). */
export function atk(s: RiseState, id: string): number {
  const o = obj(s, id);
  // 303.3: a vehicle's ATK comes from its crew and activation.
  let v = isVehicle(s, id) ? vehicleBaseAtk(s, id, (x) => atk(s, x)) : (card(s, id).atk ?? 0);
  for (const f of s.combat?.fires ?? []) if (f.firer === id) v += f.atk;
  // 714.3 "this combat" modifiers (特使萨曼耶); 719: applied after the continuous ones they depend on (RISE-EX-41).
  for (const m of s.combat?.mods ?? []) if (m.obj === id && m.inc === o.inc) v += m.atk;
  const attacking = s.combat?.attacker === id;
  if (attacking && groundAssault(s, id)) v += 1;
  for (const x of statics(s)) {
    if (x.effect.kind !== "atk" || x.seat !== o.controller) continue;
    const a = x.effect.applies;
    if (
      (a === "your-commander" && isCommander(s, id)) ||
      (a === "your-reinforcements" && isTroop(s, id)) ||
      (a === "your-attacking-units" && attacking && isUnit(s, id))
    )
      v += x.effect.amount;
  }
  return Math.max(0, v);
}

/** 地面突袭 Ground Assault (docs/rise.md "Vehicles"): attacking a ready vehicle that shares no tag with it. */
function groundAssault(s: RiseState, id: string): boolean {
  const d = s.combat?.defender ?? s.combat?.plannedDefender;
  if (!d || !has(s, id, "ground-assault") || !isVehicle(s, d) || obj(s, d).exhausted) return false;
  const mine = card(s, id).tags;
  return !card(s, d).tags.some((t) => mine.includes(t));
}

/** Current health (302.1; 塞班·托托斯: +1 per other unit in your party whose cost ≥ its own, RISE-EX-20). */
export function health(s: RiseState, id: string): number {
  const c = card(s, id);
  let v = c.health ?? 0;
  if (abilitiesOf(s, id).some((a) => a.kind === "static" && a.effect.kind === "health-per-costly-unit")) {
    const own = c.cost ?? 0;
    const seat = obj(s, id).controller;
    v += s.players[seat]!.troops.filter((u) => u !== id && (card(s, u).cost ?? 0) >= own).length;
  }
  return Math.max(0, v);
}

/** Damage types a unit deals in combat (205.1; 305.2a adds the fired weapons' types; 408.3a default shooting). */
export function combatTypes(s: RiseState, id: string): DamageType[] {
  const out = new Set<DamageType>([card(s, id).damageType ?? "shooting"]);
  for (const f of s.combat?.fires ?? []) if (f.firer === id && f.type) out.add(f.type);
  return [...out];
}

/** Amplifiers of `seat`'s commander damage of a type (晶核矩阵; 716.1e: each applies once). */
export function amplifiers(s: RiseState, seat: Seat, types: readonly DamageType[]): number {
  return statics(s)
    .filter((x) => x.seat === seat && x.effect.kind === "amplify" && types.includes(x.effect.type))
    .reduce((n, x) => n + (x.effect.kind === "amplify" ? x.effect.amount : 0), 0);
}

/**
 * Replacement effects of `seat` adding to the damage and repair its ability cards make (霞光战袍; 716.1, 717.1:
 * the amount changes, nothing else; 716.1e: each source applies once, a second source's applies too).
 */
export function abilityBoost(s: RiseState, seat: Seat): number {
  return statics(s)
    .filter((x) => x.seat === seat && x.effect.kind === "ability-boost")
    .reduce((n, x) => n + (x.effect.kind === "ability-boost" ? x.effect.amount : 0), 0);
}

/** The fire-cost discount of `seat` (星门守卫者战甲; 707.1e.3: "minimum 1" applies to that reduction only). */
export function fireCost(s: RiseState, seat: Seat, weapon: string): number {
  const printed = card(s, weapon).fireCost ?? 0;
  let cost = printed;
  for (const x of statics(s))
    if (x.seat === seat && x.effect.kind === "fire-discount")
      cost = Math.max(Math.min(cost, 1), cost - x.effect.amount);
  return Math.max(0, cost);
}

/**
 * The continuous armor value of a unit (304.1a squads; 博爱者旗帜: a commander's per differently-named
 * reinforcement, and a unit given that value this turn, 714.3 — the highest of those applies, "has that armor
 * value"), 0 for others.
 */
export function ownArmor(s: RiseState, id: string): number {
  const o = obj(s, id);
  // 304.1a squads, 303.1a vehicles: a continuous armor value.
  const t = card(s, id).type;
  let v = isTroop(s, id) && (t === "squad" || t === "vehicle") ? (card(s, id).armor ?? 0) : 0;
  if (isCommander(s, id)) v += commanderArmorValue(s, o.controller);
  for (const m of s.turnMods) if (m.mod === "armor" && m.obj === id && m.inc === o.inc) v = Math.max(v, m.armor ?? 0);
  return v;
}

/** Damage prevented on each packet to a unit of `seat` (绿盾结晶 "prevent 1 of that damage", 717.2). */
export function partyPrevention(s: RiseState, seat: Seat): number {
  return statics(s)
    .filter((x) => x.seat === seat && x.effect.kind === "prevent-party-damage")
    .reduce((n, x) => n + (x.effect.kind === "prevent-party-damage" ? x.effect.amount : 0), 0);
}

/** 博爱者旗帜: +1 per differently-named reinforcement in the party, for each such card in play (306.2). */
export function commanderArmorValue(s: RiseState, seat: Seat): number {
  const n = statics(s).filter((x) => x.seat === seat && x.effect.kind === "commander-armor-per-name").length;
  if (n === 0) return 0;
  const names = new Set(
    s.players[seat]!.troops.filter((u) => card(s, u).type === "reinforcement" || card(s, u).type === "vehicle").map(
      (u) => card(s, u).name,
    ),
  );
  return n * names.size;
}

/** Ready resources of a seat (414.2: face up or face down). */
export const readyResources = (s: RiseState, seat: Seat): string[] =>
  s.players[seat]!.resources.filter((r) => !obj(s, r).exhausted);

/** The object's name for logs (a face-down card reads "a face-down resource"). */
export function nameOf(s: RiseState, id: string): string {
  if (id.startsWith("p")) return `P${Number(id.slice(1)) + 1}`;
  const o = obj(s, id);
  return o.faceDown && o.zone !== "hand" ? "a face-down resource" : card(s, id).name;
}

/** The card of a seat's commander has the faction (206.1c conditions). */
export const commanderFaction = (s: RiseState, seat: Seat): string | undefined =>
  card(s, s.players[seat]!.commander).faction;

// Vehicles (002 303; rules/vehicles.ts): what a vehicle is, its crew and activation, and its ATK (303.3).

/** A vehicle in play (303.1: in the troop row). */
export const isVehicle = (s: RiseState, id: string): boolean => isTroop(s, id) && card(s, id).type === "vehicle";

/** The crew aboard a vehicle now (303.2; a crew member or vehicle that became another card is no longer aboard). */
export function crewOf(s: RiseState, vehicle: string): string[] {
  const inc = obj(s, vehicle).inc;
  const out: string[] = [];
  for (const p of s.players)
    for (const id of [p.commander, ...p.troops]) {
      const a = obj(s, id).aboard;
      if (a && a.vehicle === vehicle && a.inc === inc) out.push(id);
    }
  return out;
}

/** Whether a character is aboard a vehicle now (303.4). */
export function isAboard(s: RiseState, id: string): boolean {
  const a = obj(s, id).aboard;
  return !!a && obj(s, a.vehicle).inc === a.inc && isTroop(s, a.vehicle);
}

/** How many crew a character counts as (304.1b: a squad its crew value). */
export const crewSize = (s: RiseState, id: string): number =>
  card(s, id).type === "squad" ? (card(s, id).crew ?? 1) : 1;

/** Crew counted on each icon of a vehicle now. */
export function iconLoad(s: RiseState, vehicle: string): number[] {
  const load = (card(s, vehicle).crewIcons ?? []).map(() => 0);
  for (const id of crewOf(s, vehicle))
    load[obj(s, id).aboard!.icon] = (load[obj(s, id).aboard!.icon] ?? 0) + crewSize(s, id);
  return load;
}

/** 303.3: active when the crew meets every icon's number and kind. */
export function isActive(s: RiseState, vehicle: string): boolean {
  const icons = card(s, vehicle).crewIcons ?? [];
  const load = iconLoad(s, vehicle);
  return icons.every((ic, i) => (load[i] ?? 0) >= ic.count);
}

/** 303.3, 303.3a-b: a vehicle's ATK: none while inactive; a range is the crew's ATK summed and clamped. */
export function vehicleBaseAtk(s: RiseState, vehicle: string, atkOf: (id: string) => number): number {
  if (!isActive(s, vehicle)) return 0;
  const c = card(s, vehicle);
  if (!c.atkRange) return c.atk ?? 0;
  const sum = crewOf(s, vehicle).reduce((n, id) => n + atkOf(id), 0);
  return Math.min(c.atkRange[1], Math.max(c.atkRange[0], sum));
}
