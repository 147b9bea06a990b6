/**
 * Abilities as data (564-570): a card's printed passives and activated abilities by card code, and the passives
 * created for an object (an object's own abilities; the board-wide index is board.ts).
 */
import type { Seat } from "../../../engine/index.js";
import { cardScript } from "../cards/registry.js";
import type { ObjFilter, Passive } from "../cards/types.js";
import type { RbObject, RbState } from "./state.js";
import { obj } from "./objects.js";
import type { ActivatedRef } from "./abilities.js";
import { stat } from "./util.js";
import { codeTable } from "./catalogue.js";

const passivesByCode = codeTable<readonly Passive[]>();

/** The passive abilities printed on an object's card (static per card code, so computed once per code). */
export function passivesOf(s: RbState, id: string): readonly Passive[] {
  return passivesOfCode(obj(s, id).code);
}

/** The passive abilities printed on the card of this code (564), for a caller that has read the object already. */
export function passivesOfCode(code: string): readonly Passive[] {
  if (code === lastPassivesCode) return lastPassives;
  let out = passivesByCode[code];
  if (!out) {
    const sc = cardScript(code);
    const list: Passive[] = [];
    for (const a of sc?.abilities ?? []) if (a.kind === "passive" && !a.attached) list.push(a.passive);
    out = list;
    passivesByCode[code] = out;
  }
  lastPassivesCode = code;
  lastPassives = out;
  return out;
}

/** The last code {@link passivesOfCode} served and its list: ~60% of calls repeat it (one card's checks in a row). */
let lastPassivesCode = "";
let lastPassives: readonly Passive[] = [];

/**
 * The activated abilities of an object in order (577): its own, then — for an object with
 * `borrowExhaustAbilities` (Heimerdinger) — every [exhaust] ability printed on friendly legends, units and gear,
 * in board order (legend, base, battlefields), each distinct ability once. Used by activation and by `legal`;
 * `o` is the object of `id` when the caller has read it already.
 */
export function activatedAbilities(
  s: RbState,
  id: string,
  o: Readonly<RbObject> = obj(s, id),
): readonly ActivatedRef[] {
  if (o.attachedTo !== undefined) return NO_ABILITIES; // CR 1.4 135.4: an attached card's printed text is inactive
  const own = ownActivated(o.code);
  if (!own.borrows || (o.zone !== "base" && o.zone !== "battlefield")) return own.list;
  const out = own.list.slice();
  const p = s.players[o.controller]!;
  // The friendly sources in board order, read in place (no list of them); each distinct ability once.
  if (p.legend && p.legend !== id) borrowFrom(out, p.legend, s);
  for (const src of p.base) if (src !== id) borrowFrom(out, src, s);
  for (const b of s.battlefields)
    for (const u of b.units) if (u !== id && obj(s, u).controller === o.controller) borrowFrom(out, u, s);
  return out;
}

/** Adds the [exhaust] abilities `src` lends (`lentAbilities`) that `out` does not hold yet (by script code and index). */
function borrowFrom(out: ActivatedRef[], src: string, s: RbState): void {
  for (const r of lentAbilities(obj(s, src).code)) {
    let seen = false;
    for (const x of out) if (x.code === r.code && x.index === r.index) seen = true;
    if (!seen) out.push(r);
  }
}

/**
 * The activated abilities with an [exhaust] cost a card's script prints for itself (not `grantedTo`), which a
 * `borrowExhaustAbilities` object also has: static per code (the records are never changed).
 */
function lentAbilities(code: string): readonly ActivatedRef[] {
  let known = lentByCode[code];
  if (!known) {
    const sc = cardScript(code);
    const list: ActivatedRef[] = [];
    if (sc)
      for (let index = 0; index < sc.abilities.length; index++) {
        const ability = sc.abilities[index]!;
        if (ability.kind === "activated" && ability.cost.exhaust && !ability.grantedTo)
          list.push({ code: sc.code, index, ability });
      }
    known = list;
    lentByCode[code] = known;
  }
  return known;
}

const lentByCode = codeTable<readonly ActivatedRef[]>();

const NO_ABILITIES: readonly ActivatedRef[] = [];

/** A card's own activated abilities (577) and whether it borrows others' (`borrowExhaustAbilities`): static per code. */
function ownActivated(code: string): { readonly list: readonly ActivatedRef[]; readonly borrows: boolean } {
  let known = ownActivatedByCode[code];
  if (!known) {
    const sc = cardScript(code);
    const list: ActivatedRef[] = [];
    sc?.abilities.forEach((ability, index) => {
      if (ability.kind === "activated" && !ability.grantedTo && !ability.granted)
        list.push({ code: sc.code, index, ability });
    });
    const borrows = !!sc?.abilities.some((a) => a.kind === "passive" && a.passive.kind === "borrowExhaustAbilities");
    known = { list, borrows };
    ownActivatedByCode[code] = known;
  }
  return known;
}

const ownActivatedByCode = codeTable<{ readonly list: readonly ActivatedRef[]; readonly borrows: boolean }>();

/**
 * Passives created by instructions (`createEffect`) that work as if printed on a played card: bound to it (the
 * incarnation it had on the chain) or, with `waiting`, not yet bound and waiting for a card `seat` plays matching
 * their `next` filter by card type (a cost change applies while that card is being played, 560.4).
 */
export function createdPassivesOf(
  s: RbState,
  card: string,
  incarnation: number,
  waiting?: Seat,
): { passive: Passive; controller: Seat }[] {
  const out: { passive: Passive; controller: Seat }[] = [];
  for (const e of s.effects) {
    if (!e.passive || !e.next) continue;
    const bound = e.objects.some((r) => r.id === card && r.incarnation === incarnation);
    const fits = waiting !== undefined && e.objects.length === 0 && e.controller === waiting;
    if (bound || (fits && cardIsA(s, card, e.next))) out.push({ passive: e.passive, controller: e.controller });
  }
  return out;
}

/** Does a card (in any zone) have the card type a `next` filter names (unit, gear, spell, card). */
export function cardIsA(s: RbState, card: string, f: ObjFilter): boolean {
  const t = stat(s, card).type;
  if (f.type === "unit") return t === "Unit";
  if (f.type === "gear") return t === "Gear";
  if (f.type === "spell") return t === "Spell";
  if (f.type === "permanent") return t === "Unit" || t === "Gear";
  return true;
}

/**
 * "The next <card> you play this turn …": effects waiting for a card of this type played by `seat` now bind to it
 * as it is put on the chain (555.1), the one on the chain (a cost change was used while paying, 560.4).
 */
export function bindNextEffects(s: RbState, seat: Seat, card: string): void {
  // Most plays find no waiting effect: the list is then left as it is (not rebuilt per play).
  if (!s.effects.some((e) => e.next && e.objects.length === 0 && e.controller === seat)) return;
  const inc = obj(s, card).incarnation;
  s.effects = s.effects.map((e) =>
    e.next && e.objects.length === 0 && e.controller === seat && cardIsA(s, card, e.next)
      ? { ...e, objects: [{ id: card, incarnation: inc }] }
      : e,
  );
}

/** Passives printed on an object regardless of zone (570: cost changes apply where the card can be played). */
export function ownPassives(s: RbState, id: string): readonly Passive[] {
  return passivesOf(s, id);
}

const attachedPassivesByCode = new Map<string, readonly Passive[]>();

/**
 * The passives of an attached card's Effect Text other than keywords (CR 1.4 136.2, 434.1.c): while attached they are
 * its top-most unit's ("your spells and abilities deal 3 Bonus Damage", "your units here have [Ganking]"); static per
 * code. Keywords are {@link attachedKeywords}.
 */
export function attachedPassives(code: string): readonly Passive[] {
  let out = attachedPassivesByCode.get(code);
  if (!out) {
    out = (cardScript(code)?.abilities ?? []).flatMap((a) =>
      a.kind === "passive" && a.attached && a.passive.kind !== "keyword" ? [a.passive] : [],
    );
    attachedPassivesByCode.set(code, out);
  }
  return out;
}

const attachedKeywordsByCode = new Map<string, readonly string[]>();

/** The `might` passives of an attached card's Effect Text ("I have an additional +1 Might", CR 1.4 136.2). */
export function attachedMightPassives(code: string): readonly Extract<Passive, { kind: "might" }>[] {
  return (cardScript(code)?.abilities ?? []).flatMap((a) =>
    a.kind === "passive" && a.attached && a.passive.kind === "might" ? [a.passive] : [],
  );
}

/** Keywords an attached card's Effect Text gives its top-most unit (CR 1.4 136.2, 434.1.c), static per code. */
export function attachedKeywords(code: string): readonly string[] {
  let out = attachedKeywordsByCode.get(code);
  if (!out) {
    out = (cardScript(code)?.abilities ?? []).flatMap((a) =>
      a.kind === "passive" && a.attached && a.passive.kind === "keyword" ? [a.passive.keyword] : [],
    );
    attachedKeywordsByCode.set(code, out);
  }
  return out;
}

const copiesByCode = new Map<string, boolean>();

/** Does this card's Effect Text copy its unit's text (`copyUnitText`), static per code. */
export function copiesUnitText(code: string): boolean {
  let v = copiesByCode.get(code);
  if (v === undefined) {
    v = (cardScript(code)?.abilities ?? []).some(
      (a) => a.kind === "passive" && a.attached === true && a.passive.kind === "copyUnitText",
    );
    copiesByCode.set(code, v);
  }
  return v;
}
