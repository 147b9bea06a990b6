/**
 * The Riftbound game module (Core Rules 2025-06-02, mode Duel 644 and Match 645): a pure reducer behind the
 * engine's `GameModule` API. `apply` works on an explicit copy (copy.ts), so a refused action leaves the state untouched
 * (562.3 "undo"), and every accepted action bumps `version` for compare-and-set persistence.
 */
import type { ApplyResult, GameModule, Seat, Viewer } from "../../../engine/index.js";
import { reject } from "../../../engine/index.js";
import type { RbAction } from "./actions.js";
import { boardCopied } from "./board.js";
import { copyState } from "./copy.js";
import { beginWrite, endWrite } from "./objects.js";
import { advance } from "./flow.js";
import { activate, useRune } from "./abilities.js";
import { answer } from "./answers.js";
import { concedeAction, endTurnAction } from "./turn.js";
import { hide } from "./keywords.js";
import { inviteAction, invitationUsed, pass } from "./chains.js";
import { playCard } from "./playing.js";
import { standardMove } from "./movement.js";
import { pay } from "./payment.js";
import { type RbConfig, setupGame } from "./setup.js";
import type { RbEvent, RbState } from "./state.js";
import { type RbView, viewFor } from "./view.js";
import { legalActions } from "./legal.js";

/** Creates a match and runs it to its first decision (a mulligan). @throws on a malformed config. */
function createMatch(config: RbConfig, seed: number | string): RbState {
  const s = setupGame(config, seed);
  advance(s, []);
  return s;
}

/**
 * Applies an action or answer for a seat. Returns the new state and events, or a typed rejection with the
 * governing rule; the input state is never modified (the work happens on `copyState`). `a` must be a valid
 * `RbAction`: callers parse untrusted input with `RbActionSchema` at the boundary (service, bot, scenarios).
 */
function applyAction(state: RbState, seat: Seat, a: RbAction): ApplyResult<RbState, RbEvent> {
  if (!state.players[seat]) return reject("action/bad-seat", `There is no seat ${seat}.`);
  const s: RbState = copyState(state);
  boardCopied(state, s); // the copy's board is the state's: its board index serves both (board.ts)
  beginWrite(s, state);
  try {
    return applyTo(s, seat, a);
  } finally {
    endWrite();
  }
}

/** Runs an action on the state being written (see {@link applyAction}). */
function applyTo(s: RbState, seat: Seat, a: RbAction): ApplyResult<RbState, RbEvent> {
  const answered = s.pending?.id;
  const wasFocus = s.pending?.kind === "focus";
  const out: RbEvent[] = [];
  let e: import("../../../engine/index.js").Rejection | null;
  switch (a.type) {
    case "play":
      e = playCard(s, seat, a, out);
      break;
    case "activate":
      e = activate(s, seat, a, out);
      break;
    case "move":
      e = standardMove(s, seat, a, out, (plan) => pay(s, seat, plan, out));
      break;
    case "hide":
      e = hide(s, seat, a, out);
      break;
    case "rune":
      e = useRune(s, seat, a, out);
      break;
    case "pass":
      e = pass(s, seat, out);
      break;
    case "invite":
      e = inviteAction(s, seat, a.seat, out);
      break;
    case "endTurn":
      e = endTurnAction(s, seat, out);
      break;
    case "concede":
      e = concedeAction(s, seat, out);
      break;
    case "choose":
      e = answer(s, seat, a, out);
      break;
    default:
      // Actions are validated with zod at the boundary (RbActionSchema); an unknown type from a caller that
      // skipped it is still refused rather than ignored.
      return reject("action/malformed", `Unknown action type ${(a as { type?: unknown }).type}.`);
  }
  if (e) return { ok: false, error: e };
  // 531.2.a.4: the invited player played or activated: they are the active player now.
  if (s.invite?.accepted && s.invite.seat === seat && (a.type === "play" || a.type === "activate"))
    invitationUsed(s, seat, wasFocus);
  // The acting player's decision is consumed (unless it was a rune ability used while holding priority); a new
  // question asked while handling it (a trigger's cost or targets, after ordering triggers) stays.
  if (s.pending && s.pending.id === answered && a.type !== "rune") s.pending = null;
  advance(s, out);
  s.version++;
  return { ok: true, state: s, events: out };
}

/** The Riftbound module for the engine's generic services (match store, replay, bots). */
export const riftbound: GameModule<RbConfig, RbState, RbAction, RbEvent, RbView> = {
  id: "riftbound",
  create: createMatch,
  pending: (s) => s.pending,
  legalActions,
  apply: applyAction,
  view: (s: RbState, viewer: Viewer) => viewFor(s, viewer),
};

export type { RbAction, RbConfig, RbEvent, RbState, RbView };
// What the Riftbound module's host and presentation (outside rules/) read; re-exported so they import rules/index only.
export { RbActionSchema } from "./actions.js";
export { type RbDeck, RbConfigSchema, RbDeckSchema } from "./setup.js";
export { objAt, objIndex } from "./objects.js";
export type { PendingInternal } from "./state.js";
export type { CardView, HiddenCardView } from "./view.js";
export { hasKeyword } from "./layers.js";
export { lethalNeeded as lethalNeededOf } from "./combat.js";
