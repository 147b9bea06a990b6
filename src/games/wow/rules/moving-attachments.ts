/**
 * Moving attachments (001 400.4a-d; CR 7.4 400.7) and control by an attachment (001 401.3): "attach it to another hero
 * or ally" (Inventor's Focal Sword, WOW-EX-04/05) and "Ongoing: You control attached ally" (Mind Control).
 */
import type { Seat } from "../../../engine/index.js";
import { inPlay, isAlly, isHero, nameOf, party, powersOf } from "./characteristics.js";
import { attachDescription } from "./attachment-hosts.js";
import { type Link, type WowState, obj } from "./state.js";
import { matches } from "./targets.js";
import { changeControl } from "./zones.js";

/**
 * The heroes and allies `attachment` may move to (001 400.4a): not its host, matching its attach description read by
 * the moving player `seat` (400.4b), Untargetable ones too since no new host is targeted (400.4c); X is 0 in play
 * (CR 7.4 400.7c: Mind Control moves only to an ally with cost 0). Totems are not allies here (306.3a).
 */
function newHosts(s: WowState, seat: Seat, attachment: string, host: string): string[] {
  const sel = attachDescription(s, attachment);
  if (!sel) return [];
  return [...party(s, 0), ...party(s, 1)].filter((id) => id !== host && matches(s, sel, id, seat, 0));
}

/** Whether `id` is attached to a hero or ally and has another host to move to for `seat` (CR 7.4 709.2b: "you may"). */
export function canMoveAttachment(s: WowState, seat: Seat, id: string | undefined): boolean {
  const host = id ? obj(s, id).attachedTo : undefined;
  if (!id || !host || !inPlay(obj(s, id)) || !(isHero(s, host) || isAlly(s, host))) return false;
  return newHosts(s, seat, id, host).length > 0;
}

/**
 * "If target ability is attached to a hero or ally, attach it to another hero or ally" (001 400.4a): the new host is
 * chosen as the link resolves (asked when there is a choice; the instruction runs again with the pick); with none the
 * attachment stays. It doesn't enter play again, its controller doesn't change (400.4d) and the new host is not
 * exhausted or otherwise affected (WOW-EX-04).
 */
export function moveAttachment(s: WowState, link: Link, ids: readonly string[], at: number): void {
  const id = ids[0];
  if (!id) return;
  const a = obj(s, id);
  const host = a.attachedTo;
  if (!inPlay(a) || !host || !(isHero(s, host) || isAlly(s, host))) return;
  const hosts = newHosts(s, link.controller, id, host);
  const picked = link.picks?.[0];
  const to = picked && hosts.includes(picked) ? picked : hosts.length === 1 ? hosts[0] : undefined;
  if (!to) {
    if (hosts.length > 1)
      s.ask = {
        kind: "choose",
        seat: link.controller,
        cards: hosts,
        link,
        at,
        again: true,
        prompt: `Choose the hero or ally to attach ${nameOf(s, id)} to.`,
      };
    else s.log.push({ text: `${nameOf(s, id)} stays attached to ${nameOf(s, host)}: no other host matches it.` });
    return;
  }
  a.attachedTo = to;
  s.log.push({ text: `${nameOf(s, id)} moves from ${nameOf(s, host)} to ${nameOf(s, to)}.` });
  controlAttachedAllies(s);
}

/**
 * "Ongoing: You control attached ally" (001 401.3): each such attachment's controller gains control of its host ally
 * for as long as it stays attached to it (the record ends in `endControlDurations`, control then reverting to the
 * player who had it, CR 7.4 401.3b). Run with the durations, before each uniqueness check.
 */
export function controlAttachedAllies(s: WowState): void {
  for (const a of s.objects) {
    const host = a.attachedTo;
    if (!host || !inPlay(a) || !isAlly(s, host) || !powersOf(s, a.id).some((p) => p.kind === "control-attached"))
      continue;
    const h = obj(s, host);
    if (h.controller === a.controller) continue;
    s.controlWhile = [
      ...(s.controlWhile ?? []),
      { card: host, while: a.id, seat: a.controller, from: h.controller, attached: true },
    ];
    changeControl(s, host, a.controller);
    s.log.push({ text: `P${a.controller + 1} gains control of ${nameOf(s, host)} (${nameOf(s, a.id)}).` });
  }
}
