/**
 * Attachment (CR 1.4 434-435, 716-719, 818): Equipment linked to a unit. An attached card stays listed in its
 * controller's base (`RbObject.attachedTo` names the top-most unit); its location is the unit's (719.3), read through
 * {@link locationOf}. Low layer: objects and the board index only.
 */
import type { RbState } from "./state.js";
import { obj, objAt, mut } from "./objects.js";
import { boardChanged } from "./board.js";
import { cardData } from "./catalogue.js";
import { anyCardAnswers, mentionQuestion } from "./mentions.js";
import { copiesUnitText } from "./passives.js";

/** "Does a card of the match have an `attach` instruction" (asked ~1.6 times per decision: one comparison). */
const ATTACH = mentionQuestion("attach");

/** The cards attached to a unit (CR 1.4 719), in base order. Empty for a unit that is not a top-most card. */
export function attachmentsOf(s: RbState, unit: string): string[] {
  const out: string[] = [];
  // Only an `attach` instruction attaches (434.1): without a card that has one, nothing is attached (issue 13).
  if (!anyCardAnswers(s, ATTACH)) return out;
  for (const p of s.players) for (const id of p.base) if (objAt(s, id)?.attachedTo === unit) out.push(id);
  return out;
}

/** Is the unit Equipped: one or more attached cards are Equipment (CR 1.4 818.3.b). */
export function isEquipped(s: RbState, unit: string): boolean {
  return attachmentsOf(s, unit).some((id) => isEquipment(s, id));
}

/** Equipment: gear with the Equipment tag (CR 1.4 150.1). */
export function isEquipment(s: RbState, id: string): boolean {
  return cardData(obj(s, id).code)?.tags.includes("Equipment") ?? false;
}

/**
 * Attaches `card` to `unit` (CR 1.4 434): detaching it from any other unit first (434.1.f); nothing when it is
 * already attached there (434.1.g). Its state (ready, exhausted) does not change (434.5). Not a move (434.4.a).
 */
export function attach(s: RbState, card: string, unit: string): void {
  if (card === unit || obj(s, card).attachedTo === unit) return;
  if (obj(s, card).attachedTo !== undefined) detach(s, card); // 434.1.f: what lasted while attached there ends
  mut(s, card).attachedTo = unit;
  boardChanged(); // 135.4: its printed rules text becomes inactive
}

/** Detaches a card (CR 1.4 435): it stays where it is (in its controller's base, 435.4.a recall included). */
export function detach(s: RbState, card: string): void {
  const unit = obj(s, card).attachedTo;
  if (unit === undefined) return; // 435.1.a.1
  mut(s, card).attachedTo = undefined;
  boardChanged(); // 435.1.c: its printed rules text is active again
  // CR 1.4 477.1.b: a copy "for as long as this is attached to it" ends (Shady Spectacles)
  const c = objAt(s, unit)?.copyWhile;
  if (c && c.equipment === card && c.incarnation === obj(s, card).incarnation) endCopyWhile(s, unit);
}

/** A unit's copy lasting while an Equipment was attached ends: it has its own printed traits again (477.1.b). */
export function endCopyWhile(s: RbState, unit: string): void {
  const m = mut(s, unit);
  if (!m.copyWhile) return;
  m.code = m.copyWhile.printed;
  m.copyWhile = undefined;
  boardChanged(); // its passives are its own again (569.1)
}

/**
 * How many instances of its own printed text an attached card gives the unit (`copyUnitText`, Svellsongur): one per
 * such card attached to it (SFAQ: three give it four instances in all).
 */
export function textCopies(s: RbState, unit: string): number {
  let n = 0;
  for (const a of attachmentsOf(s, unit)) if (copiesUnitText(obj(s, a).code)) n++;
  return n;
}

/**
 * A top-most unit left the board (CR 1.4 719.5): everything attached to it detaches where it is. An attached gear
 * at a battlefield would be recalled at the next cleanup (435.4.a, 457.1); it is already listed in its base.
 */
export function detachAllFrom(s: RbState, unit: string): void {
  for (const id of attachmentsOf(s, unit)) detach(s, id);
}

/**
 * Where a board object is for the rules (719.3): an attached card is where its top-most unit is. Returns the zone
 * (`base` or `battlefield`), the battlefield index and the controller of that place.
 */
export function locationOf(s: RbState, id: string): { zone: string; bf?: number; seat: number } {
  const o = obj(s, id);
  const top = o.attachedTo !== undefined ? objAt(s, o.attachedTo) : undefined;
  const at = top && (top.zone === "base" || top.zone === "battlefield") ? top : o;
  return { zone: at.zone, ...(at.bf !== undefined ? { bf: at.bf } : {}), seat: at.controller };
}
