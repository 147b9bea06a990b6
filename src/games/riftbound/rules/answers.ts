/**
 * Players' actions and answers: checking an action against the rules before anything changes (each action's plan
 * function), and answering a pending decision with one of its options.
 */
import type { Seat, Rejection } from "../../../engine/index.js";
import type { RbState, RbEvent } from "./state.js";
import type { RbAction } from "./actions.js";
import { err, emit, nameOf } from "./util.js";
import { mut, objAt } from "./objects.js";
import { answerAssignment, checkAssignment } from "./combat.js";
import type { AnswerRoute } from "./decisions.js";
import { answerReplaceDeath, planActivate, checkRune } from "./abilities.js";
import { place } from "./zones.js";
import { draw, recycle } from "./game-actions.js";
import { pushTrigger } from "./triggers.js";
import { startChosen } from "./cleanup.js";
import { chooseMatchBattlefield, setFirstPlayer } from "./match.js";
import { planPlay } from "./playing.js";
import { planHide } from "./keywords.js";
import { checkMove } from "./movement.js";
import { checkPass, invite, answerInvite } from "./chains.js";
import { gainPoints } from "./victory.js";
import { checkEndTurn } from "./turn.js";

/**
 * Checks an answer to the pending decision (design.md principle 2) without changing anything: anything not among
 * its options, or a damage assignment that breaks 626.1.d, is refused.
 */
export function checkAnswer(
  s: RbState,
  seat: Seat,
  a: Extract<RbAction, { type: "choose" }>,
  known?: Map<string, number>,
): Rejection | null {
  const p = s.pending;
  if (!p || p.kind === "priority" || p.kind === "focus")
    return err("choose/no-decision", "There is no decision to answer; act or pass instead.");
  if (p.seat !== seat) return err("choose/not-yours", "This decision belongs to the other player.", "512.1.b.1");
  if (a.decision !== undefined && a.decision !== p.id) return err("choose/stale", "That prompt has moved on.");
  const route = (p.data?.route as string | undefined) ?? "";
  if (route === "assignDamage") {
    if (!a.assign) return err("choose/assign-required", "Answer with a damage assignment.", "626.1.d");
    const why = checkAssignment(s, p.data!.units as string[], p.data!.total as number, a.assign, undefined, known);
    return why ? err("combat/bad-assignment", why.message, "626.1.d", why.params) : null;
  }
  const optionIds = new Set(p.options.map((o) => o.id));
  const picks = a.cards ?? a.targets ?? a.order ?? (a.option !== undefined ? [a.option] : undefined);
  if (!picks) return err("choose/empty", "Answer with the options you choose.");
  if (new Set(picks).size !== picks.length) return err("choose/duplicate", "An option is listed twice.");
  for (const x of picks)
    if (!optionIds.has(x))
      return err("choose/not-an-option", `${x} is not one of the options.`, undefined, { option: x });
  if (picks.length < p.min || picks.length > p.max)
    return err(
      "choose/count",
      p.min === p.max ? `Choose exactly ${p.min}.` : `Choose between ${p.min} and ${p.max}.`,
      route === "triggerTargets" ? "559.3" : route === "mulligan" ? "117.1" : undefined,
      { min: p.min, max: p.max, ...(p.min === p.max ? { case: "exact" } : {}) },
    );
  return null;
}

/** Answers the pending decision once {@link checkAnswer} accepts it, and routes it back to what asked. */
export function answer(
  s: RbState,
  seat: Seat,
  a: Extract<RbAction, { type: "choose" }>,
  out: RbEvent[],
): Rejection | null {
  // A damage assignment's check reads the receiving units' Might: kept for the combat damage that follows at once.
  const known = s.pending?.data?.route === "assignDamage" ? new Map<string, number>() : undefined;
  const e = checkAnswer(s, seat, a, known);
  if (e) return e;
  const route = (s.pending!.data?.route as string | undefined) ?? "";
  if (known !== undefined) {
    answerAssignment(s, a.assign!, out, known); // 626.1.d: the assignment joins the combat task's damage; it goes on
    return null;
  }
  const handler = ANSWER_ROUTES[route];
  if (!handler) throw new Error(`unknown decision route ${route}`);
  const picks = a.cards ?? a.targets ?? a.order ?? (a.option !== undefined ? [a.option] : []);
  if (handler(s, seat, a, picks, out) === "clear") s.pending = null;
  return null;
}

const ANSWER_ROUTES: Record<string, AnswerRoute> = {
  replaceDeath: (s, _seat, _a, picks, out) => {
    answerReplaceDeath(s, picks[0] === "yes", out);
    return "done";
  },
  mulligan: (s, seat, _a, picks, out) => {
    // 117: set aside up to two, draw as many, recycle the set-aside cards (random order, 594.5).
    for (const id of picks) place(s, id, { zone: "removed" });
    draw(s, seat, picks.length, out);
    recycle(s, picks, out);
    s.players[seat]!.mulliganDone = true;
    const text =
      picks.length === 0 ? `P${seat + 1} keeps their hand.` : `P${seat + 1} mulligans ${picks.length} card(s).`;
    emit(s, out, { kind: "mulligan", seat, text });
    s.tasks.pop();
    return "clear";
  },
  // 583.3.b: the player's triggers go on the chain in the chosen order, the others' after.
  orderTriggers: (s, seat, _a, picks, out) => {
    const mine = s.triggerQueue.filter((t) => t.controller === seat);
    const others = s.triggerQueue.filter((t) => t.controller !== seat);
    const ordered = picks.map((id) => mine.find((t) => t.id === id)!);
    s.pending = null;
    s.triggerQueue = [...ordered, ...others];
    for (const t of ordered) if (!pushTrigger(s, t, out)) break;
    return "done";
  },
  // CR 1.4 355.1, 762-763: the tag or name chosen as the card is played, remembered on it.
  nameOnPlay: (s, seat, _a, picks, out) => {
    const task = s.tasks.pop();
    if (task?.t !== "nameOnPlay") throw new Error("nameOnPlay answer without its task");
    s.pending = null;
    const named = picks[0]!;
    if (objAt(s, task.card)) mut(s, task.card).named = named;
    emit(s, out, {
      kind: "name",
      seat,
      object: task.card,
      card: nameOf(s, task.card),
      text: `P${seat + 1} names ${named} for ${nameOf(s, task.card)}.`,
    });
    return "done";
  },
  // 559.3: a triggered ability's targets, one spec at a time.
  triggerTargets: (s, _seat, _a, picks, out) => {
    const data = s.pending!.data!;
    const t = s.triggerQueue.find((x) => x.id === data.trigger);
    if (!t) throw new Error("trigger vanished");
    const chosen = { ...(data.chosen as Record<string, string[]>), [data.spec as string]: picks };
    s.pending = null;
    pushTrigger(s, t, out, chosen);
    return "done";
  },
  chooseFirst: (s, _seat, _a, picks, out) => {
    const task = s.tasks.pop();
    if (task?.t !== "chooseFirst") throw new Error("chooseFirst without task");
    s.pending = null;
    startChosen(s, task.kind, Number(picks[0]), out);
    return "done";
  },
  matchBattlefield: (s, seat, _a, picks, out) => {
    const task = s.tasks.pop();
    if (task?.t !== "matchBattlefield") throw new Error("matchBattlefield without task");
    chooseMatchBattlefield(s, seat, picks[0]!, out);
    return "clear";
  },
  // 645: the loser of a game chooses who goes first in the next.
  matchFirst: (s, seat, _a, picks, out) => {
    const task = s.tasks.pop();
    if (task?.t !== "matchFirst") throw new Error("matchFirst without task");
    setFirstPlayer(s, picks[0] === "first" ? seat : (seat + 1) % s.players.length);
    const text = `P${seat + 1} chooses that P${s.firstPlayer + 1} goes first.`;
    emit(s, out, { kind: "firstPlayer", seat: s.firstPlayer, text });
    return "clear";
  },
  // 531.2.a.1-3: the invited player accepts or declines.
  invite: (s, seat, _a, picks, out) => {
    answerInvite(s, seat, picks[0] === "accept", out);
    return "clear";
  },
  // 607.2.b: the opponent who gains the Burn Out point.
  burnOutPoint: (s, _seat, _a, picks, out) => {
    const task = s.tasks.pop();
    if (task?.t !== "burnOutPoint") throw new Error("burnOutPoint without task");
    s.pending = null;
    gainPoints(s, Number(picks[0]!.replace("seat", "")), 1, out, "burn out");
    return "done";
  },
  // A question an instruction asked: the effects task resumes with the answer.
  effects: (s, _seat, _a, picks) => {
    const task = s.tasks[s.tasks.length - 1];
    if (task?.t !== "effects") throw new Error("effects answer without a task");
    task.answer = picks;
    return "clear";
  },
};

/**
 * Decides whether `seat` may submit `a` now, without changing anything and without trying the action out: the
 * same checks and plans the action itself runs first (issue "Engine speed"). Null when the action is legal;
 * otherwise the rejection `apply` would return.
 */
export function checkAction(s: RbState, seat: Seat, a: RbAction): Rejection | null {
  if (!s.players[seat]) return err("action/bad-seat", `There is no seat ${seat}.`, undefined, { seat });
  switch (a.type) {
    case "play": {
      const plan = planPlay(s, seat, a);
      return "code" in plan ? plan : null;
    }
    case "activate": {
      const plan = planActivate(s, seat, a);
      return "code" in plan ? plan : null;
    }
    case "hide": {
      const plan = planHide(s, seat, a);
      return "code" in plan ? plan : null;
    }
    case "move":
      return checkMove(s, seat, a);
    case "rune":
      return checkRune(s, seat, a);
    case "pass":
      return checkPass(s, seat);
    case "invite":
      return invite(s, seat, a.seat);
    case "endTurn":
      return checkEndTurn(s, seat);
    case "concede":
      return s.winner !== null ? err("game/over", "The game is over.", "633") : null;
    case "choose":
      return checkAnswer(s, seat, a);
    default:
      return err("action/malformed", `Unknown action type ${(a as { type?: unknown }).type}.`);
  }
}
