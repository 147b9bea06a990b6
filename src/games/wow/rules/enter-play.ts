/**
 * An ally entering play (001 302.1), shared by resolving ally cards (rules/flow.ts), instructions putting allies into
 * play (rules/effects.ts) and tokens (rules/tokens.ts); its own module so none of them imports another back.
 */
import type { Seat } from "../../../engine/index.js";
import { card, nameOf, powersOf } from "./characteristics.js";
import { type WowState, obj, opp } from "./state.js";
import { trigger, watchers } from "./triggers.js";
import { moveTo } from "./zones.js";

/**
 * An ally enters play in its controller's party (001 302.1; from the chain or from another zone); its "when this
 * enters play" powers trigger (CR 7.4 703.4: judged after it entered).
 */
export function enterAlly(s: WowState, id: string, controller: Seat): void {
  moveTo(s, id, "ally", controller);
  s.log.push({ text: `${nameOf(s, id)} enters play.` });
  powersOf(s, id).forEach((pw, i) => {
    if (pw.kind === "enters") s.waiting.push({ controller, card: id, power: i });
  });
  // "When an opposing ally enters play" (Stone Guard Rashun).
  trigger(s, opp(controller), "opposing-ally-enters", watchers(s, opp(controller)), id);
}

/**
 * An equipment enters play in its controller's hero zone (001 303-305, 413.9a; from the chain or another zone):
 * "[this] enters play exhausted" applies, and its "when this enters play" powers trigger (CR 7.4 703.4).
 */
export function enterEquipment(s: WowState, id: string, controller: Seat): void {
  moveTo(s, id, "hero", controller);
  if (powersOf(s, id).some((pw) => pw.kind === "enters-exhausted")) obj(s, id).exhausted = true;
  s.log.push({ text: `${nameOf(s, id)} enters play.` });
  powersOf(s, id).forEach((pw, i) => {
    if (pw.kind === "enters") s.waiting.push({ controller, card: id, power: i });
  });
}

/**
 * "Put a card named [name] from your graveyard into play" (Anathema: "a card named Benediction"): not targeted, so
 * the card is found as the link resolves (CR 7.4 709.2b); an ally or equipment card enters play under the link's
 * controller. With none nothing happens (709.2c). The first block prints no Benediction, so in a match of its cards
 * the instruction never finds one (docs/rules-decisions.md).
 */
export function graveyardNamedToPlay(s: WowState, seat: Seat, name: string): void {
  const id = s.players[seat]!.graveyard.find((c) => card(s, c).name === name);
  if (!id) {
    s.log.push({ text: `P${seat + 1} has no card named ${name} in the graveyard.` });
    return;
  }
  if (card(s, id).type === "Ally") enterAlly(s, id, seat);
  else if (card(s, id).type === "Equipment") enterEquipment(s, id, seat);
}

/**
 * "Put target ally card from your graveyard into play if its cost is less than or equal to the number of resources
 * you have" (Resurrection): checked as the link resolves (CR 7.4 709.2), for a card still in `seat`'s graveyard;
 * the resources counted are all of them, ready or exhausted (001 410).
 */
export function graveyardAllyToPlayIfAffordable(s: WowState, id: string, seat: Seat): void {
  const o = obj(s, id);
  if (o.zone !== "graveyard" || card(s, id).type !== "Ally") return;
  const cost = card(s, id).cost ?? 0;
  if (cost > s.players[seat]!.resources.length) {
    s.log.push({ text: `${nameOf(s, id)} costs more than P${seat + 1}'s resources: it stays in the graveyard.` });
    return;
  }
  enterAlly(s, id, seat);
}
