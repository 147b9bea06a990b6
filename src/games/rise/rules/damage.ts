/**
 * Packets, uniqueness and pre-priority checks. Packets (002 408): dealt one at a time; a packet of 0 or less
 * vanishes (408.2a), as does one for a card no longer in play (408.2b); prevention (717.2): a squad's armor value
 * prevents continuously (304.1a), a commander's controller may exhaust ready armor (717.2c, asked, no chain);
 * unpreventable packets skip both. Repair removes damage, the excess is wasted (410.1). Uniqueness is checked
 * continuously (409.1-409.3, weapon loadout 415). Checks (412.6) run in batches: characters with 0 health or
 * lethal damage are destroyed (a), players who drew from an empty deck lose (b); a destroyed commander loses the
 * game (102.1a); everyone losing at once is a draw (102.1a).
 */
import type { Seat } from "../../../engine/index.js";
import {
  abilitiesOf,
  attachmentsOf,
  card,
  crystals,
  has,
  health,
  isCharacter,
  isCommander,
  isCrystal,
  isUnit,
  nameOf,
  ownArmor,
  partyPrevention,
  tagsOf,
} from "./characteristics.js";
import { type Packet, type RiseState, obj } from "./state.js";
import { matches } from "./targets.js";
import { explosion, isVehicle } from "./vehicles.js";
import { destroy, draw } from "./zones.js";

/** Ready armor of `seat` with an armor value ≥ 1 (717.2c: by default only commanders wear armor). */
export function readyArmor(s: RiseState, seat: Seat): string[] {
  return s.players[seat]!.gear.filter(
    (id) => !obj(s, id).exhausted && card(s, id).type === "armor" && (card(s, id).armor ?? 0) >= 1,
  );
}

/** Deals or repairs the first packet, or asks about armor first. */
export function processPacket(s: RiseState): void {
  const p = s.packets[0]!;
  if (!isCharacter(s, p.to) || p.amount < 1) {
    s.packets.shift();
    return;
  }
  const o = obj(s, p.to);
  if (p.kind === "repair") {
    const repaired = Math.min(o.damage, p.amount);
    o.damage -= repaired;
    s.packets.shift();
    s.log.push({ text: `${nameOf(s, p.source)} repairs ${repaired} damage on ${nameOf(s, p.to)}.` });
    return;
  }
  if (p.preventable && isUnit(s, p.to)) {
    // 717.2: "whenever a unit in your party would be dealt damage, prevent N" (绿盾结晶), once per packet.
    const shield = partyPrevention(s, o.controller);
    if (shield > 0 && !p.shielded) {
      p.shielded = true;
      p.amount -= shield;
      s.log.push({ text: `${Math.min(shield, p.amount + shield)} damage to ${nameOf(s, p.to)} is prevented.` });
      if (p.amount < 1) {
        s.packets.shift();
        return;
      }
    }
  }
  if (p.preventable) {
    const own = ownArmor(s, p.to);
    if (own > 0) {
      p.amount -= own;
      s.log.push({ text: `${nameOf(s, p.to)}'s armor value prevents ${Math.min(own, p.amount + own)} damage.` });
      if (p.amount < 1) {
        s.packets.shift();
        return;
      }
    }
    if (isCommander(s, p.to) && !p.armorDeclined && readyArmor(s, o.controller).length > 0) {
      s.ask = { kind: "armor", seat: o.controller };
      return;
    }
  }
  s.packets.shift();
  o.damage += p.amount;
  if (p.combat) weaponDamageTriggers(s, p);
  // 703.2: "if that unit is destroyed" watches it through the checks that follow (RISE-EX-25).
  if (p.watch) s.watches = [...(s.watches ?? []), { obj: p.to, inc: o.inc, ...p.watch }];
  s.log.push({
    text: `${nameOf(s, p.source)} deals ${p.amount} ${p.types.join("/")}${p.combat ? " combat" : ""} damage to ${nameOf(s, p.to)}.`,
  });
  // "For each 1 damage dealt this way" (粹取, 教官雷塔): counted in whole points dealt (407.6).
  if (p.after?.repair)
    s.packets.unshift({
      kind: "repair",
      amount: p.amount + (p.after.boost ?? 0),
      to: p.after.repair,
      source: p.after.repair,
      controller: p.controller,
      types: [],
      combat: false,
      preventable: true,
    });
  if (p.after?.draw !== undefined) draw(s, p.after.draw, p.amount);
}

/**
 * "When your commander deals combat damage with [this weapon | a weapon] to a unit" (703.1): a commander's combat
 * packet is associated with every weapon it fired this combat (408.3d), so each fired weapon with such an ability
 * triggers once, and a card of the party whose ability names "a weapon" triggers once per packet (RISE-EX-13, -14).
 */
function weaponDamageTriggers(s: RiseState, p: Packet): void {
  const c = s.combat;
  if (!c || !isCommander(s, p.source)) return;
  const seat = obj(s, p.source).controller;
  const fired = [...new Set(c.fired)].filter((w) => obj(s, w).controller === seat);
  if (fired.length === 0) return;
  const p0 = s.players[seat]!;
  for (const id of [...p0.gear, ...p0.troops])
    abilitiesOf(s, id).forEach((a, i) => {
      if (a.kind !== "weapon-damage" || (a.with === "this" && !fired.includes(id))) return;
      s.waiting.push({ controller: seat, card: id, cardInc: obj(s, id).inc, ability: i, damaged: p.to });
    });
}

/** Answers the armor question: exhaust `armor` to prevent its armor value (717.2c), or take the damage. */
export function answerArmor(s: RiseState, armor: string | null): void {
  const p = s.packets[0]!;
  if (armor === null) {
    p.armorDeclined = true;
    return;
  }
  obj(s, armor).exhausted = true;
  const value = card(s, armor).armor ?? 0;
  p.amount -= value;
  s.log.push({ text: `${nameOf(s, armor)} prevents ${value} damage.` });
  if (p.amount < 1) s.packets.shift();
}

const HAND = /^(Handheld|Smart) \(([12])\)$/;

/** 415.1: whether a set of hand pieces fits: two "(2)" pieces, or one "(1)" piece alone. */
function handsFit(tags: readonly string[]): boolean {
  if (tags.length === 0) return true;
  if (tags.some((t) => t.endsWith("(1)"))) return tags.length === 1;
  return tags.length <= 2;
}

/** 415.1-415.1a: the weapon loadout of a seat (Weapon Equip adds one Smart (2) weapon). */
function loadoutConflict(s: RiseState, seat: Seat): string[] | null {
  const pieces = s.players[seat]!.gear.flatMap((id) => {
    const t = card(s, id).tags.find((x) => HAND.test(x));
    return t ? [{ id, tag: t }] : [];
  });
  const tags = pieces.map((p) => p.tag);
  if (handsFit(tags)) return null;
  const commander = s.players[seat]!.commander;
  if (has(s, commander, "weapon-equip")) {
    const i = pieces.findIndex((p) => p.tag === "Smart (2)" && card(s, p.id).type === "weapon");
    if (i >= 0 && handsFit(tags.filter((_, j) => j !== i))) return null;
  }
  return pieces.map((p) => p.id);
}

/**
 * The first uniqueness conflict (409.2: the turn player's first): two same-name Unique cards (409.3a), more cards
 * with a "Tag (N)" than N (409.3b; Alloy Shield counts as "(1)"), or a weapon loadout that doesn't fit (415.1a).
 */
export function uniquenessConflict(s: RiseState): { seat: Seat; cards: string[]; rule: string } | null {
  for (const seat of [s.active, 1 - s.active] as Seat[]) {
    const p = s.players[seat]!;
    const mine = [...p.troops, ...p.gear].filter((id) => !obj(s, id).faceDown);
    const byName = new Map<string, string[]>();
    const byTag = new Map<string, string[]>();
    for (const id of mine) {
      const c = card(s, id);
      if (c.unique) byName.set(c.name, [...(byName.get(c.name) ?? []), id]);
      for (const t of tagsOf(s, id))
        if (/\(\d+\)$/.test(t) && !HAND.test(t)) byTag.set(t, [...(byTag.get(t) ?? []), id]);
      if (abilitiesOf(s, id).some((a) => a.kind === "keyword" && a.keyword === "alloy-shield"))
        byTag.set("Alloy Shield (1)", [...(byTag.get("Alloy Shield (1)") ?? []), id]);
    }
    for (const ids of byName.values()) if (ids.length > 1) return { seat, cards: ids, rule: "409.3a" };
    for (const [tag, ids] of byTag)
      if (ids.length > Number(/\((\d+)\)$/.exec(tag)![1])) return { seat, cards: ids, rule: "409.3b" };
    const l = loadoutConflict(s, seat);
    if (l) return { seat, cards: l, rule: "415.1a" };
  }
  return null;
}

/**
 * Triggers of characters leaving play together (703.1; 703.4 look-back: every ability is read as it was in play
 * before any of them moved, so a unit that "can't have abilities" then doesn't trigger, RISE-EX-01): their own
 * "when destroyed", and "when another friendly unit is destroyed" of their party (简·沐凡; a crystal is no unit,
 * RISE-EX-05), each with the destroyed card's ATK as it left.
 */
function destroyedTriggers(s: RiseState, ids: readonly string[], atks: ReadonlyMap<string, number>): void {
  const found: typeof s.waiting = [];
  for (const id of ids) {
    const o = obj(s, id);
    abilitiesOf(s, id).forEach((a, i) => {
      if (a.kind === "destroyed")
        found.push({ controller: o.controller, card: id, cardInc: o.inc + 1, ability: i, lkiAtk: atks.get(id) ?? 0 });
    });
    if (!isUnit(s, id)) continue;
    const p = s.players[o.controller]!;
    for (const other of [p.commander, ...p.troops, ...p.gear])
      if (other !== id)
        abilitiesOf(s, other).forEach((a, i) => {
          if (a.kind === "friendly-unit-destroyed")
            found.push({
              controller: o.controller,
              card: other,
              cardInc: obj(s, other).inc + (ids.includes(other) ? 1 : 0),
              ability: i,
              lkiAtk: atks.get(id) ?? 0,
            });
        });
  }
  s.waiting.push(...found);
}

/** Destroys a character, queueing the triggers of its leaving first (read before it leaves play, 703.4). */
export function destroyUnit(s: RiseState, id: string, atkNow: number): void {
  destroyedTriggers(s, [id], new Map([[id, atkNow]]));
  const blast = isVehicle(s, id) ? explosion(s, id) : [];
  destroy(s, id);
  s.packets.push(...blast); // 303.6
}

/**
 * 412.6c: attachments whose host is gone or became another card (405.9a), no longer matches the host description
 * (403.5: the attach description, read for the attachment's controller), or is a crystal are destroyed by the game.
 */
function strayAttachments(s: RiseState): string[] {
  const out: string[] = [];
  for (const p of s.players)
    for (const id of p.gear) {
      const a = obj(s, id);
      if (!a.attachedTo || a.faceDown) continue;
      const spec = card(s, id).abilities.find((x) => x.kind === "attach")?.targets[0];
      const host = a.attachedTo;
      const fits =
        attachmentsOf(s, host).includes(id) &&
        !isCrystal(s, host) &&
        (!spec || matches(s, spec.select, host, a.controller));
      if (!fits) out.push(id);
    }
  return out;
}

/** One batch of pre-priority checks (412.6); true when anything happened. Ends the game when a player lost. */
export function checkBatch(s: RiseState, atkOf: (id: string) => number): boolean {
  const doomed: string[] = [];
  for (const seat of [0, 1] as const)
    for (const id of [s.players[seat]!.commander, ...s.players[seat]!.troops, ...crystals(s, seat)]) {
      const h = health(s, id);
      if (h === 0 || obj(s, id).damage >= h) doomed.push(id);
    }
  // 412.6c in the same batch: stray attachments are destroyed by the game (no triggers of theirs read).
  const stray = strayAttachments(s);
  for (const id of stray) {
    s.log.push({ text: `${nameOf(s, id)} is no longer attached: it is destroyed by the game.` });
    destroy(s, id);
  }
  const losers = new Set<Seat>();
  for (const seat of [0, 1] as const) if (s.players[seat]!.decked) losers.add(seat);
  const atks = new Map(doomed.map((id) => [id, atkOf(id)]));
  destroyedTriggers(
    s,
    doomed.filter((id) => !isCommander(s, id)),
    atks,
  );
  // 303.6: each crew member of a destroyed vehicle takes its explosion damage (crew read before it leaves).
  const blasts = doomed.flatMap((id) => (isVehicle(s, id) ? explosion(s, id) : []));
  for (const id of doomed) {
    if (isCommander(s, id)) losers.add(obj(s, id).controller);
    else {
      s.log.push({ text: `${nameOf(s, id)} is destroyed.` });
      const watched = (s.watches ?? []).filter((w) => w.obj === id && w.inc === obj(s, id).inc);
      destroy(s, id);
      // 703.2: the reflexive trigger of "if that unit is destroyed" (窥视者奥萨罗), while it is in the salvage base.
      const o = obj(s, id);
      for (const w of watched)
        if (o.zone === "salvage")
          s.waiting.push({
            controller: w.controller,
            card: w.card,
            cardInc: w.cardInc,
            ability: w.ability,
            vortex: { obj: id, inc: o.inc },
          });
    }
  }
  s.packets.push(...blasts);
  // The watch lasts through the checks right after the damage only (703.2: "if that unit is destroyed").
  if (doomed.length === 0 && losers.size === 0 && stray.length === 0) delete s.watches;
  if (losers.size > 0) {
    for (const seat of losers) s.players[seat]!.lost = true;
    s.over = true;
    s.winner = losers.size === 2 ? null : losers.has(0) ? 1 : 0;
    s.window = null;
    s.ask = null;
    s.log.push({ text: s.winner === null ? "Both players lose: the game is a draw." : `P${s.winner + 1} wins.` });
    return true;
  }
  return doomed.length > 0 || stray.length > 0;
}
