/**
 * Grand Archive's rules as the engine's `GameRules` (docs/engine.md "A new game"; docs/grand-archive.md): create,
 * pending, legalActions, apply, view, answerOf, verify. `apply` works on an explicit copy of the state
 * (`copyState`), checks the action with the same plans `legalActions` uses, executes it and runs the game forward
 * to the next decision. Rejections cite the Comprehensive Rules by page heading and item number.
 */
import {
  type ApplyResult,
  type GameRules,
  type PendingDecision,
  reject,
  withAnswerCheck,
} from "../../../engine/index.js";
import type { GaAction } from "./actions.js";
import { declareAttack, planAttack } from "./combat.js";
import { answer } from "./decisions.js";
import { advance, passOpportunity } from "./flow.js";
import { legalActions } from "./legal.js";
import {
  executeAbility,
  executeActivate,
  executeEnlighten,
  planAbility,
  planActivate,
  planEnlighten,
} from "./playing.js";
import { type GaConfig, createGame } from "./setup.js";
import { type GaState, type Seat, copyState, log } from "./state.js";
import { verify } from "./verify.js";
import { type GaView, view } from "./view.js";

/** The decision pending: an options decision, or Opportunity (open: answered by actions). */
export function pending(s: GaState): PendingDecision | null {
  if (s.over) return null;
  if (s.ask)
    return {
      id: s.ask.id,
      seat: s.ask.seat,
      kind: s.ask.kind,
      prompt: s.ask.prompt,
      options: s.ask.options,
      min: s.ask.min,
      max: s.ask.max,
    };
  if (s.opportunity)
    return {
      id: `o${s.version}`,
      seat: s.opportunity.seat,
      kind: "opportunity",
      prompt: "You have Opportunity: act or pass.",
      options: [],
      min: 0,
      max: 0,
    };
  return null;
}

function applyAction(state: GaState, seat: Seat, a: GaAction): ApplyResult<GaState, never> {
  if (state.over) return reject("game/over", "The game is over.", "Ending the Game 1");
  const s = copyState(state);
  const st = seat as 0 | 1;
  if (a.type === "concede") {
    s.players[st].lost = true;
    log(s, `P${seat + 1} concedes.`);
  } else if (a.type === "answer") {
    if (!s.ask || s.ask.seat !== seat) return reject("choose/no-decision", "There is no decision of yours to answer.");
    const r = answer(s, a.picks);
    if (r) return { ok: false, error: r };
  } else {
    if (s.ask)
      return reject("decision/pending", "Answer the pending decision first.", "Timing and Permissions: Opportunity 9");
    if (s.opportunity?.seat !== seat)
      return reject("timing/no-opportunity", "You do not have Opportunity.", "Timing and Permissions: Opportunity 2");
    if (a.type === "pass") passOpportunity(s);
    else if (a.type === "enlighten") {
      const e = planEnlighten(s, st);
      if (e) return { ok: false, error: e };
      executeEnlighten(s, st);
    } else if (a.type === "activate") {
      const p = planActivate(s, st, a.card, a.targets ?? [], a.costObject ?? null, a.extra ?? false, a.brew);
      if ("code" in p) return { ok: false, error: p };
      executeActivate(s, st, p);
    } else if (a.type === "ability") {
      const p = planAbility(s, st, a.object, a.ability);
      if ("code" in p) return { ok: false, error: p };
      executeAbility(s, st, a.object, a.ability, p.costs);
    } else {
      const e = planAttack(s, st, a.attacker, a.target, a.weapon ?? null);
      if (e) return { ok: false, error: e };
      declareAttack(s, st, a.attacker, a.target, a.weapon ?? null);
    }
  }
  advance(s);
  s.version++;
  return { ok: true, state: s, events: [] };
}

/** Grand Archive's rules, answers checked by the engine against the offered options first. */
export const grandArchiveRules: GameRules<GaConfig, GaState, GaAction, never, GaView> = withAnswerCheck({
  id: "grand-archive",
  create: createGame,
  pending,
  legalActions: (s, seat) => legalActions(s, seat as Seat),
  apply: (s, seat, a) => applyAction(s, seat as Seat, a),
  view,
  answerOf: (_s, a) =>
    a.type === "answer" ? { picks: a.picks, ...(a.decision ? { decision: a.decision } : {}) } : null,
  answerRules: { openKinds: ["opportunity"], notYoursRule: "Timing and Permissions: Opportunity 2" },
  verify,
});

export type { GaAction } from "./actions.js";
export type { GaConfig } from "./setup.js";
export type { GaState } from "./state.js";
export type { GaView } from "./view.js";
