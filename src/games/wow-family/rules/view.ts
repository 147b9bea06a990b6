/**
 * Per-seat views, the parts WoW TCG and Rise TCG share (001 413.4-413.5, 410.1b; 002 405.3-405.8c): the common
 * fields with the log redacted per viewer, a chain link whose card a viewer may not identify, face-down resources
 * under placeholder ids `r<seat>.<n>` for others (so no object id of a hidden card leaks), and the pending decision's
 * prompt and options for its own seat only. Pure.
 */
import { type PendingDecision, type Viewer, redactLog } from "../../../engine/index.js";
import type { Seat } from "../../../engine/index.js";

/** The fields every family view starts with. */
export function viewBase(
  s: {
    version: number;
    log: { text: string; visibleTo?: Seat[]; publicText?: string }[];
    turn: number;
    active: Seat;
    step: string;
    window: { kind: string; priority: Seat } | null;
  },
  viewer: Viewer,
) {
  return {
    viewer,
    version: s.version,
    log: redactLog(s.log, viewer),
    turn: s.turn,
    active: s.active,
    step: s.step,
    window: s.window ? { kind: s.window.kind, priority: s.window.priority } : null,
  };
}

/**
 * A chain link as `viewer` sees it: a face-down resource being placed is "hidden" to the other player; a link whose
 * card has since gone to a zone the viewer can't see (a hand, a deck, face down) is named but not identified
 * ("gone"), since its id would leak. `faceDownNamed`: whether such a card, face down among the resources now, is
 * still named (WoW: a completed
 * quest's name was public as it was completed, CR 7.4 702.2; Rise names it "a face-down resource").
 */
export function chainLinkView(
  l: { kind: string; controller: Seat; card: string },
  o: { zone: string; owner: Seat; controller: Seat; faceDown: boolean },
  name: string,
  viewer: Viewer,
  faceDownNamed: boolean,
) {
  const hidden = l.kind === "resource" && o.faceDown && viewer !== l.controller;
  const unseen =
    ((o.zone === "hand" || o.zone === "deck") && viewer !== o.owner) || (o.faceDown && viewer !== o.controller);
  return {
    kind: l.kind,
    controller: l.controller,
    card: hidden ? "hidden" : unseen ? "gone" : l.card,
    name: hidden || (unseen && o.zone === "resource" && !faceDownNamed) ? "a face-down resource" : name,
  };
}

/** A resource as `viewer` sees it: its card when face up or the viewer's own, else a placeholder id. */
export function resourceView<C, X extends object>(
  id: string,
  n: number,
  o: { exhausted: boolean; faceDown: boolean },
  seat: Seat,
  viewer: Viewer,
  cardView: () => C,
  extra: (shown: boolean) => X,
) {
  return !o.faceDown || viewer === seat
    ? { id, exhausted: o.exhausted, ...extra(true), card: cardView() }
    : { id: `r${seat}.${n}`, exhausted: o.exhausted, ...extra(false) };
}

/** The pending decision as `viewer` sees it: its prompt and options only for its own seat. */
export function decisionView(d: PendingDecision | null, viewer: Viewer) {
  return d
    ? d.seat === viewer
      ? { kind: d.kind, seat: d.seat, prompt: d.prompt, options: d.options }
      : { kind: d.kind, seat: d.seat }
    : null;
}
