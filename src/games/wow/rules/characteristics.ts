/**
 * Reading a card's current characteristics from its printing, its script and the state: card types (001 300.1),
 * characters (300.1: heroes, allies and totems, 306.3a), ATK (strike modifiers 303.2a, "this turn"
 * modifiers), health, keywords. Face-down resources are blank (001 410.1b): no type, name or powers.
 */
import type { Seat } from "../../../engine/index.js";
import type { WowPrinting } from "../cards/printing.js";
import { printing, script } from "../cards/registry.js";
import type { DamageType, HeroForm, Keyword, Power, WhileCondition } from "../cards/types.js";
import { type WowObject, type WowState, obj } from "./state.js";
import { isTotem } from "./totems.js";
import { traitPowers } from "./hero-traits.js";
import { inCombatWith } from "./in-combat-with.js";

/** The printing of an object. */
export const card = (s: WowState, id: string): WowPrinting => printing(obj(s, id).code);

/** The powers of an object's card (empty for a blank face-down resource, or an ally that lost all powers). */
export function powersOf(s: WowState, id: string): readonly Power[] {
  const o = obj(s, id);
  if (o.faceDown) return [];
  if (o.zone === "ally" && polymorphedBy(s, id)) return [];
  // CR 7.4 206.1c: "[Alliance]: …" text only while its controller's hero has that trait.
  return traitPowers(s, o, script(o.code)?.powers ?? []);
}

/**
 * The attachment making ally `id` "lose all powers, and [be] a sheep" (Polymorph; CR 7.4 400.6: an attachment's
 * modifier applies to its host), if any. Attachments are in their controller's hero zone list (state.ts); their own
 * scripts are read directly, so this never recurses.
 */
function polymorphedBy(s: WowState, id: string): string | undefined {
  for (const p of s.players)
    for (const a of p.equipment) {
      const o = obj(s, a);
      if (o.attachedTo === id && !o.faceDown && script(o.code)?.powers.some((pw) => pw.kind === "attached-is-a-sheep"))
        return a;
    }
  return undefined;
}

/** An ally that "loses and can't have powers" (Polymorph, CR 7.4 700.3): granted powers don't apply to it either. */
export const losesPowers = (s: WowState, id: string): boolean => obj(s, id).zone === "ally" && !!polymorphedBy(s, id);

/** A card's race now (001 302): printed, or "Sheep" for an ally that "is a sheep" (Polymorph). */
export const raceOf = (s: WowState, id: string): string | null =>
  obj(s, id).zone === "ally" && polymorphedBy(s, id) ? "Sheep" : card(s, id).race;

/** Face-up cards in play (001 413.3: "[description]" means a face-up card in play). */
export const inPlay = (o: WowObject): boolean => (o.zone === "ally" || o.zone === "hero") && !o.faceDown;

/** A hero in play (001 301). */
export const isHero = (s: WowState, id: string): boolean => obj(s, id).zone === "hero" && card(s, id).type === "Hero";
/** An ally in play (001 302). */
export const isAlly = (s: WowState, id: string): boolean => obj(s, id).zone === "ally";
/** A character in play: hero, ally or totem (001 300.1, 306.3a). */
export const isCharacter = (s: WowState, id: string): boolean => isHero(s, id) || isAlly(s, id) || isTotem(s, id);
/** Equipment in play of a kind: weapon, armor or item (001 303-305). */
export function equipmentKind(p: WowPrinting): "weapon" | "armor" | "item" | null {
  if (p.type !== "Equipment") return null;
  if (p.subtypes.some((t) => t.includes("Weapon"))) return "weapon";
  if (p.subtypes.includes("Armor")) return "armor";
  return "item";
}
/** An ability card in play (an ongoing ability, 001 306.2c). */
export const isAbilityInPlay = (s: WowState, id: string): boolean =>
  obj(s, id).zone === "hero" && !obj(s, id).faceDown && card(s, id).type === "Ability";

/**
 * An ongoing ability (001 306.2c): an ability card with powers that work in play (anything but its one-shot text
 * and keywords); it enters play as it resolves (CR 7.4 709.2g).
 */
export const isOngoing = (powers: readonly Power[]): boolean =>
  // A `delayed` trigger belongs to a modifier the text creates (CR 7.4 715.1), not to the card in play; an alternate
  // cost works from the hand (CR 7.4 403.3).
  powers.some(
    (p) =>
      p.kind !== "play" &&
      p.kind !== "keyword" &&
      p.kind !== "alternate-cost" &&
      !(p.kind === "trigger" && p.on === "delayed"),
  );

/** The ongoing abilities of `seat` in play granting its hero a form, with the power's index (CR 7.4 glossary). */
export function formSources(s: WowState, seat: Seat): { id: string; index: number; form: HeroForm }[] {
  const out: { id: string; index: number; form: HeroForm }[] = [];
  for (const id of s.players[seat]!.equipment)
    powersOf(s, id).forEach((p, index) => {
      if (p.kind === "hero-form") out.push({ id, index, form: p.form });
    });
  return out;
}

/** Whether `seat`'s hero is in one of `forms` (CR 7.4 glossary "Bear Form", "Cat Form"). */
export const inForm = (s: WowState, seat: Seat, forms: readonly HeroForm[]): boolean =>
  formSources(s, seat).some((f) => forms.includes(f.form));

/** Keywords a card has now (printed in its text; a hero in bear form has Protector, CR 7.4 glossary). */
export function keywords(s: WowState, id: string): Set<Keyword> {
  const out = new Set<Keyword>();
  for (const p of powersOf(s, id)) if (p.kind === "keyword") out.add(p.keyword);
  const o = obj(s, id);
  if (o.zone === "hero" && s.players[o.controller]!.hero === id && inForm(s, o.controller, ["bear"]))
    out.add("Protector");
  // "[cards] have [keyword] this turn" (503.2a ends it).
  for (const m of s.turnMods) if (m.obj === id && m.mod === "keyword" && m.keyword) out.add(m.keyword);
  // "Your Pets are [keyword] this turn" (kept on the hero, CR 7.4 714.3e).
  if (o.zone === "ally" && !o.faceDown && hasTag(s, id, "Pet"))
    for (const m of s.turnMods)
      if (m.mod === "pets-keyword" && m.keyword && m.obj === s.players[o.controller]!.hero) out.add(m.keyword);
  if (o.zone === "ally" || o.zone === "hero") for (const k of grantedKeywords(s, id)) out.add(k);
  return out;
}

/**
 * Keywords granted by allies, equipment and ongoing abilities in play (CR 7.4 704.1a): "Your hero has Protector" (its
 * controller's hero), "All allies have Ferocity" (every ally in play), "Orcs in your party have Ferocity" (its
 * controller's heroes and allies of that race).
 */
function grantedKeywords(s: WowState, id: string): Keyword[] {
  const o = obj(s, id);
  if (o.faceDown) return [];
  const out: Keyword[] = [];
  // Allies grant too ("Your hero has Elusive", Sentry Gwynn); face-down cards have no powers.
  for (const seat of [0, 1] as const)
    for (const src of [s.players[seat]!.hero, ...s.players[seat]!.allies, ...s.players[seat]!.equipment])
      for (const pw of powersOf(s, src)) {
        if (pw.kind !== "grant-keyword") continue;
        const applies =
          pw.applies === "all-allies"
            ? o.zone === "ally"
            : pw.applies === "your-pets"
              ? o.zone === "ally" && o.controller === seat && hasTag(s, id, "Pet")
              : pw.applies === "attached"
                ? obj(s, src).attachedTo === id
                : pw.applies === "other-allies-in-your-party"
                  ? o.zone === "ally" && o.controller === seat && src !== id
                  : pw.applies === "your-party"
                    ? o.controller === seat && (!pw.race || raceOf(s, id) === pw.race)
                    : s.players[seat]!.hero === id;
        if (applies) out.push(pw.keyword);
      }
  return out;
}

export const has = (s: WowState, id: string, k: Keyword): boolean => keywords(s, id).has(k);

/**
 * Current ATK (001 104.2: negatives read as 0): printed, plus strike modifiers (303.2a), "this turn" modifiers and
 * continuous modifiers of face-up cards in play (CR 7.4 704.1a).
 */
export function atk(s: WowState, id: string): number {
  let v = card(s, id).atk ?? 0;
  for (const st of s.combat?.strikes ?? []) if (st.hero === id) v += st.atk;
  for (const m of s.turnMods)
    if (
      m.obj === id &&
      (m.mod === "atk" ||
        (m.mod === "atk-attacking" && holds(s, id, "attacking")) ||
        (m.mod === "atk-defending" && s.combat?.defender === id) ||
        (m.mod === "atk-in-combat-with" && inCombatWith(s, id, m.target!)))
    )
      v += m.amount ?? 0;
  // CR 7.4 glossary "Cat Form": the hero has +1 ATK while attacking.
  const o = obj(s, id);
  // "Allies in your party have +N ATK while attacking this turn" (kept on the hero, CR 7.4 714.3e).
  if (o.zone === "ally" && holds(s, id, "attacking"))
    for (const m of s.turnMods)
      if (m.mod === "allies-atk-attacking" && m.obj === s.players[o.controller]!.hero) v += m.amount ?? 0;
  // "Allies in your party have +N ATK this turn" (Totemic Call; kept on the hero, CR 7.4 714.3e).
  if (o.zone === "ally")
    for (const m of s.turnMods)
      if (m.mod === "allies-atk" && m.obj === s.players[o.controller]!.hero) v += m.amount ?? 0;
  if (s.players[o.controller]!.hero === id && holds(s, id, "attacking") && inForm(s, o.controller, ["cat"])) v += 1;
  return Math.max(0, v + continuous(s, id, "atk"));
}

/**
 * Whether a continuous modifier's condition holds for character `id` now ("while attacking", CR 7.4 602.1); `src`:
 * the card whose power it is (for "while attacking attached character", its host, CR 7.4 400.6).
 */
function holds(s: WowState, id: string, w: WhileCondition, src?: string): boolean {
  if (w === "always") return true;
  // "While there are four or more allies in your party" / "while he is the only ally in your party".
  const allies = s.players[obj(s, id).controller]!.allies;
  if (w === "four-or-more-allies-in-your-party") return allies.length >= 4;
  if (w === "only-ally-in-your-party") return allies.length === 1 && allies[0] === id;
  // "While you have a weapon" (Cruelty): a weapon its controller controls.
  if (w === "you-have-a-weapon")
    return s.players[obj(s, id).controller]!.equipment.some((e) => equipmentKind(card(s, e)) === "weapon");
  const c = s.combat;
  if (c?.attacker !== id) return false;
  if (w === "attacking") return true;
  // The character it attacks: the defender, else the proposed defender.
  const target = c.defender ?? c.proposedDefender;
  if (w === "attacking-attached") return !!target && !!src && obj(s, src).attachedTo === target;
  return !!target && obj(s, target).exhausted;
}

/**
 * A stat bonus from the continuous powers of the face-up cards in play of the character's controller (CR 7.4
 * 704.1a): "self", "allies in your party", "other allies in your party"; `per` multiplies by a count.
 */
function continuous(s: WowState, id: string, stat: "atk" | "health"): number {
  const o = obj(s, id);
  if ((o.zone !== "ally" && o.zone !== "hero") || o.faceDown) return 0;
  const p = s.players[o.controller]!;
  let v = opposingModifiers(s, o.controller, stat, id) + attachedModifiers(s, id, stat);
  for (const src of [p.hero, ...p.allies, ...p.equipment])
    for (const pw of powersOf(s, src)) {
      if (pw.kind !== "continuous" || !pw[stat]) continue;
      if (pw.applies === "opposing-allies" || pw.applies === "attached" || pw.applies === "opposing-characters")
        continue;
      const applies =
        pw.applies === "your-pets"
          ? o.zone === "ally" && card(s, id).subtypes.some((t) => t === "Pet" || t.startsWith("Pet ("))
          : pw.applies === "self"
            ? src === id
            : pw.applies === "your-hero"
              ? id === p.hero
              : o.zone === "ally" && (pw.applies === "allies-in-your-party" || src !== id);
      if (!applies || !holds(s, id, pw.while, src) || (pw.form && !inForm(s, o.controller, pw.form))) continue;
      if (pw.faction && card(s, id).faction !== pw.faction) continue;
      if (pw.whileAllyNamed && !p.allies.some((a) => !obj(s, a).faceDown && card(s, a).name === pw.whileAllyNamed))
        continue;
      const n = perCount(s, o.controller, src, pw.per);
      v += pw[stat] * n;
    }
  return v;
}

/** The count a continuous bonus is multiplied by ("+1 ATK for each …", CR 7.4 704.1a); 1 without `per`. */
function perCount(s: WowState, seat: Seat, src: string, per: Extract<Power, { kind: "continuous" }>["per"]): number {
  const p = s.players[seat]!;
  switch (per) {
    case undefined:
      return 1;
    case "ally-in-your-party":
      return p.allies.length;
    case "damage-on-self":
      return obj(s, src).damage;
    case "other-ally-named-self": {
      const own = s.players[obj(s, src).controller]!;
      return own.allies.filter((a) => a !== src && card(s, a).name === card(s, src).name && !obj(s, a).faceDown).length;
    }
    case "face-down-resource":
      return s.players[obj(s, src).controller]!.resources.filter((r) => obj(s, r).faceDown).length;
    case "equipment-you-have":
      return p.equipment.filter((id) => equipmentKind(card(s, id)) !== null).length;
    case "resource-you-have":
      return p.resources.length;
    case "damage-on-allies-in-your-party":
      return p.allies.reduce((n, id) => n + obj(s, id).damage, 0);
    case "counter-on-self":
      return obj(s, src).counters ?? 0;
    case "ally-card-in-your-graveyard":
      return p.graveyard.filter((id) => card(s, id).type === "Ally").length;
  }
}

/**
 * "Opposing allies have -1 ATK" (equipment and ongoing abilities), "Opposing heroes and allies have -1 ATK" (Hootie,
 * an ally): the modifiers the other player's face-up cards in play apply to a character of `seat`'s party (CR 7.4
 * 704.1a) for character `id`; "while in combat with your hero" (Lightning Reflexes): the other player's hero and `id` are
 * attacker and defender of the current combat (602.3, CR 7.4 glossary "In Combat").
 */
function opposingModifiers(s: WowState, seat: Seat, stat: "atk" | "health", id: string): number {
  let v = 0;
  const ally = obj(s, id).zone === "ally";
  const other = s.players[seat === 0 ? 1 : 0]!;
  const c = s.combat;
  const withHero =
    !!c?.attacker &&
    !!c.defender &&
    ((c.attacker === id && c.defender === other.hero) || (c.defender === id && c.attacker === other.hero));
  for (const src of [other.hero, ...other.allies, ...other.equipment])
    for (const pw of powersOf(s, src))
      if (
        pw.kind === "continuous" &&
        (pw.while === "always" || (pw.while === "in-combat-with-your-hero" && withHero)) &&
        (pw.applies === "opposing-characters" || (pw.applies === "opposing-allies" && ally))
      )
        v += pw[stat] ?? 0;
  return v;
}

/** Whether a card has a type-line tag, counted or not ("Ranged" matches "Ranged (1)"; "Pet" matches "Pet (1)"). */
export const hasTag = (s: WowState, id: string, tag: string): boolean =>
  card(s, id).subtypes.some((t) => t === tag || t.startsWith(`${tag} (`));

/**
 * A weapon's current ATK (001 303.1): printed plus "your [tag] weapons have +N ATK this turn" modifiers of its
 * controller (CR 7.4 714.3e, kept on the hero; 503.2a ends them).
 */
export function weaponAtk(s: WowState, id: string): number {
  const seat = obj(s, id).controller;
  const hero = s.players[seat]!.hero;
  let v = card(s, id).atk ?? 0;
  for (const m of s.turnMods)
    if (m.mod === "weapon-atk" && m.obj === hero && (!m.tag || hasTag(s, id, m.tag))) v += m.amount ?? 0;
  // "[this weapon] has +N ATK this turn" (Teebu's Blazing Longsword): a modifier on the weapon itself.
  for (const m of s.turnMods) if (m.mod === "atk" && m.obj === id) v += m.amount ?? 0;
  // Continuous weapon ATK modifiers of its controller's cards in play (CR 7.4 704.1a).
  const p = s.players[seat]!;
  for (const src of [p.hero, ...p.allies, ...p.equipment])
    for (const pw of powersOf(s, src))
      if (
        pw.kind === "weapon-atk" &&
        (pw.applies === "your-weapons" || (pw.applies === "attached" ? obj(s, src).attachedTo === id : src === id)) &&
        heroAttackHolds(s, seat, pw.while)
      )
        v += pw.amount * (pw.perCounter ? (obj(s, src).counters ?? 0) : 1);
  return Math.max(0, v);
}

/**
 * "While your hero is attacking an exhausted hero or ally / a hero or ally that was dealt damage this turn" (CR 7.4
 * 602.1; the character attacked: the defender, else the proposed defender); no condition: always.
 */
function heroAttackHolds(s: WowState, seat: Seat, w: Extract<Power, { kind: "weapon-atk" }>["while"]): boolean {
  if (!w) return true;
  const c = s.combat;
  const target = c?.defender ?? c?.proposedDefender;
  if (c?.attacker !== s.players[seat]!.hero || !target) return false;
  return w === "hero-attacking-exhausted" ? obj(s, target).exhausted : s.dealt.some((d) => d.to === target);
}

/**
 * "Attached ally has +2 ATK and +2 health", "Attached character has +1 ATK while attacking": the modifiers of the
 * attachments whose host is the character, whoever controls them, while their condition holds (CR 7.4 400.6, 704.1a).
 */
function attachedModifiers(s: WowState, id: string, stat: "atk" | "health"): number {
  let v = 0;
  for (const p of s.players)
    for (const src of p.equipment)
      if (obj(s, src).attachedTo === id)
        for (const pw of powersOf(s, src))
          if (pw.kind === "continuous" && pw.applies === "attached" && holds(s, id, pw.while, src)) v += pw[stat] ?? 0;
  return v;
}

/**
 * 503.2a.1: the maximum hand size, 7, plus "attached hero's controller's maximum hand size is increased by N"
 * of attachments on `seat`'s hero (Arcane Intellect; CR 7.4 400.6), plus "each player's maximum hand size is reduced
 * by N" of any card in play (Jin'do's Bag of Whammies; CR 7.4 415.4b); never below 0 (a count of cards).
 */
export function maxHandSize(s: WowState, seat: Seat): number {
  const hero = s.players[seat]!.hero;
  let n = 7;
  for (const o of s.objects) {
    if (o.attachedTo === hero) for (const pw of powersOf(s, o.id)) if (pw.kind === "attached-hand-size") n += pw.amount;
    if (inPlay(o)) for (const pw of powersOf(s, o.id)) if (pw.kind === "each-player-hand-size") n += pw.amount;
  }
  return Math.max(0, n);
}

/** Current health (001 104.2: negatives read as 0): printed plus continuous modifiers (CR 7.4 704.1a). */
export const health = (s: WowState, id: string): number =>
  Math.max(0, (card(s, id).health ?? 0) + continuous(s, id, "health"));

/**
 * Current DEF of an armor (001 304.2): printed plus "each of your armor has +N DEF" modifiers of its controller's
 * face-up cards in play (CR 7.4 704.1a).
 */
export function def(s: WowState, id: string): number {
  const o = obj(s, id);
  let v = card(s, id).def ?? 0;
  const p = s.players[o.controller]!;
  for (const src of [p.hero, ...p.allies, ...p.equipment])
    for (const pw of powersOf(s, src))
      if (pw.kind === "armor-def" && (!pw.form || inForm(s, o.controller, pw.form)))
        // "+1 DEF for each damage on your hero" (Aegis of the Blood God): the card itself only.
        v += pw.selfPerHeroDamage
          ? src === id
            ? pw.amount * obj(s, p.hero).damage
            : 0
          : pw.selfPerCounter
            ? src === id
              ? pw.amount * (obj(s, id).counters ?? 0)
              : 0
            : pw.amount;
  return Math.max(0, v);
}

/** The damage type a character deals in combat (001 407.3a: the latest strike's type, else printed, default Melee). */
export function combatType(s: WowState, id: string): DamageType {
  const strikes = (s.combat?.strikes ?? []).filter((x) => x.hero === id && x.type);
  return strikes.at(-1)?.type ?? (card(s, id).dmgType as DamageType | null) ?? "melee";
}

/** The characters of a seat's party: hero and allies (001 413.9a). */
export const party = (s: WowState, seat: Seat): string[] => [s.players[seat]!.hero, ...s.players[seat]!.allies];

/** Ready resources of a seat (001 402.4a pays by exhausting them). */
export const readyResources = (s: WowState, seat: Seat): string[] =>
  s.players[seat]!.resources.filter((r) => !obj(s, r).exhausted);

/** The object's name for logs (a face-down card reads "a face-down resource"). */
export function nameOf(s: WowState, id: string): string {
  const o = obj(s, id);
  return o.faceDown ? "a face-down resource" : printing(o.code).name;
}
