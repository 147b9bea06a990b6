/**
 * Control for a duration (001 401.3; CR 7.4 401.3b): "You control that equipment while [this ally] remains in your
 * party" (Nyn'jah). The modifier ends as the ally leaves its controller's party (it leaves play or changes
 * controllers, CR 7.4 415.7), then control reverts to the player who controlled the card before; checked
 * continuously with uniqueness (the loop's first check), so the game never goes on with a stale controller.
 */
import type { Seat } from "../../../engine/index.js";
import { inPlay, nameOf } from "./characteristics.js";
import { type Link, type WowState, obj } from "./state.js";
import { changeControl } from "./zones.js";

/** The link's controller gains control of `cards` in play for as long as the link's card stays in their party. */
export function gainControlWhileInParty(s: WowState, link: Link, cards: readonly string[]): void {
  const seat = link.controller;
  const holder = obj(s, link.card);
  // The duration is already over if the card left the party before this resolved (CR 7.4 401.3b).
  if (holder.zone !== "ally" || holder.controller !== seat) return;
  for (const id of cards) {
    const o = obj(s, id);
    if (!inPlay(o) || o.controller === seat) continue;
    s.controlWhile = [...(s.controlWhile ?? []), { card: id, while: link.card, seat, from: o.controller }];
    changeControl(s, id, seat);
    s.log.push({ text: `P${seat + 1} gains control of ${nameOf(s, id)} while ${nameOf(s, link.card)} remains.` });
  }
}

/**
 * "While [the link's card] remains exhausted, you control target ally" (Helwen; CR 7.4 714.3b): no modifier is
 * created if that card readied or changed zones since the link was added (the link `lapsed`) or isn't exhausted in
 * play now; otherwise the link's controller gains control for as long as it stays exhausted in play, whoever
 * controls it then (the duration names only its exhaustion).
 */
export function gainControlWhileExhausted(s: WowState, link: Link, cards: readonly string[]): void {
  const seat = link.controller;
  const holder = obj(s, link.card);
  if (link.lapsed || !inPlay(holder) || !holder.exhausted) {
    s.log.push({ text: `${nameOf(s, link.card)} hasn't remained exhausted: no control is gained (CR 7.4 714.3b).` });
    return;
  }
  for (const id of cards) {
    const o = obj(s, id);
    if (!inPlay(o) || o.controller === seat) continue;
    s.controlWhile = [
      ...(s.controlWhile ?? []),
      { card: id, while: link.card, seat, from: o.controller, exhausted: true },
    ];
    changeControl(s, id, seat);
    s.log.push({
      text: `P${seat + 1} gains control of ${nameOf(s, id)} while ${nameOf(s, link.card)} remains exhausted.`,
    });
  }
}

/**
 * Ends the durations whose ally left its party (CR 7.4 401.3b): the card goes back to the player it was taken from.
 * A card that left play, or that another modifier moved since, only drops the record.
 */
export function endControlDurations(s: WowState): void {
  if (!s.controlWhile?.length) return;
  const keep: NonNullable<WowState["controlWhile"]> = [];
  for (const c of s.controlWhile) {
    const holder = obj(s, c.while);
    const card = obj(s, c.card);
    if (!inPlay(card) || card.controller !== c.seat) continue;
    // "You control attached ally" (Mind Control) lasts while that attachment stays on it, under the same controller.
    const lasts = c.exhausted
      ? !c.ended && inPlay(holder) && holder.exhausted
      : c.attached
        ? inPlay(holder) && holder.attachedTo === c.card && holder.controller === c.seat
        : holder.zone === "ally" && holder.controller === c.seat;
    if (lasts) keep.push(c);
    else {
      changeControl(s, c.card, c.from as Seat);
      s.log.push({ text: `Control of ${nameOf(s, c.card)} reverts to P${c.from + 1}.` });
    }
  }
  s.controlWhile = keep;
}
