/**
 * Guns, loading, distant and Ranged, Stealth (the ALC Diana mechanics): CR Card Types - Functional Subtypes (Gun
 * 1.1, Bullet 1.1), Game Terms: Load 1, Loaded 1-3, Distant 1-3; Game Zones: Object-Specific Zones, Loaded Cards 1-4;
 * Keywords: Ranged N 1-2, Stealth 1-4, True Sight 1-2.
 */
import { abilitiesOf, champion, hasKeyword } from "./characteristics.js";
import { cardData, hasType } from "./catalogue.js";
import { type GaCard, type GaState, type Seat, card, log, mutCard } from "./state.js";
import { moveCard, nameOf, refOf } from "./zones.js";

/** Whether object `id` is a Gun weapon (CR Functional Subtypes: Gun 1). */
export function isGun(s: GaState, id: string): boolean {
  const d = cardData(card(s, id).card);
  return hasType(d, "WEAPON") && d.subtypes.includes("GUN");
}

/** Whether object `o` has loaded cards (CR Game Terms: Loaded 2-3). */
export function isLoaded(o: Readonly<GaCard>): boolean {
  return (o.loaded?.length ?? 0) > 0;
}

/**
 * Loads card `id` (from the field or a deck) into `weapon` (CR Game Terms: Load 1): it leaves its zone and becomes
 * one of the weapon's loaded cards, no longer an object (Loaded Cards 2). "Whenever <weapon> becomes loaded"
 * triggers (Shadow's Twin).
 */
export function load(s: GaState, id: string, weapon: string): void {
  moveCard(s, id, "loaded");
  const w = mutCard(s, weapon);
  w.loaded = [...(w.loaded ?? []), id];
  log(s, `${nameOf(s, id)} is loaded into ${nameOf(s, weapon)}.`);
  for (const ab of abilitiesOf(s, w.card, w.controller, weapon))
    if (ab.kind === "trigger" && ab.on === "becomesLoaded")
      s.triggers.push({ source: weapon, ability: refOf(w.card, ab), controller: w.controller });
}

/** As a loaded weapon is used for an attack, its loaded cards are put into the intent (CR Loaded Cards 3). */
export function unloadIntoIntent(s: GaState, weapon: string): void {
  const w = card(s, weapon);
  if (!w.loaded?.length) return;
  const ids = w.loaded;
  mutCard(s, weapon).loaded = [];
  for (const id of ids) moveCard(s, id, "intent");
  log(s, `${ids.map((id) => nameOf(s, id)).join(", ")} ${ids.length === 1 ? "goes" : "go"} into the intent.`);
}

/** Object `id` becomes distant until the end of its controller's turn (CR Game Terms: Distant 1-3). */
export function becomeDistant(s: GaState, id: string): void {
  if (card(s, id).zone !== "field") return;
  mutCard(s, id).distant = true;
  log(s, `${nameOf(s, id)} becomes distant.`);
}

/** End of `seat`'s turn: its units stop being distant (CR Game Terms: Distant 2-3). */
export function endDistant(s: GaState, seat: Seat): void {
  for (const id of s.players[seat].field) if (card(s, id).distant) delete mutCard(s, id).distant;
}

/**
 * Ranged total of unit `o` (CR Keywords: Ranged N 1-2, additive): printed or granted Ranged, and a champion's
 * lineage's "Inherited Effect: Ranged N" (Diana, Deadly Duelist).
 */
export function ranged(s: GaState, o: Readonly<GaCard>): number {
  let n = 0;
  for (const a of abilitiesOf(s, o.card, o.controller, o.id)) if (a.kind === "ranged") n += a.amount;
  for (const l of s.lasting) if (l.kind === "ranged" && l.objects.includes(o.id)) n += l.amount;
  if (s.players[o.controller].champion === o.id)
    for (const lid of [...o.lineage, o.id])
      for (const a of abilitiesOf(s, card(s, lid).card, o.controller))
        if (a.kind === "inheritedStatic" && a.ranged) n += a.ranged;
  return n;
}

/** The power an attack by `attacker` gets from Ranged while it is distant (CR Keywords: Ranged N 1). */
export function rangedBonus(s: GaState, attacker: string): number {
  const a = card(s, attacker);
  return a.distant ? ranged(s, a) : 0;
}

/**
 * Whether an attack by `attacker` (wielding `weapon`, with attack card `attackCard`) may target `target`: a unit
 * with stealth only when the attacker, the weapon or the attack has true sight (CR Keywords: Stealth 1, True Sight 1).
 */
export function mayTargetWithAttack(
  s: GaState,
  target: string,
  attacker: string | null,
  weapon: string | null,
  attackCard: string | null,
): boolean {
  const t = card(s, target);
  if (!hasKeyword(s, t, "stealth")) return true;
  return [attacker, weapon, attackCard].some((id) => id !== null && hasKeyword(s, card(s, id), "trueSight"));
}

/**
 * Stealth gained by a defending unit makes it an illegal target: it stops defending unless the attack may target it
 * (CR Keywords: Stealth 3).
 */
export function stealthCheck(s: GaState): void {
  const cb = s.combat;
  if (!cb?.defender) return;
  const intentCard = s.cards.find((c) => c.zone === "intent" && hasType(cardData(c.card), "ATTACK"))?.id ?? null;
  if (mayTargetWithAttack(s, cb.defender, cb.attacker, cb.weapon, intentCard)) return;
  log(s, `${nameOf(s, cb.defender)} gains stealth: it stops defending.`);
  cb.defender = null;
}

/** The champion of `seat` as an object id, or null. */
export function championId(s: GaState, seat: Seat): string | null {
  return champion(s, seat)?.id ?? null;
}
