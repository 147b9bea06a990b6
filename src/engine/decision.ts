/**
 * Pending decisions and their answers, for every game (issue 14; docs/engine.md "Decisions"). A decision offers
 * options; an answer names some of them. Whether an answer is one the decision offered is decided here, once, so a
 * game module does not re-implement it: an answer outside the options is refused with a typed rejection and the
 * state is not touched, so the same question stands (as in ygopro-core, where a bad response is asked again).
 */
import type { Rejection, Seat } from "./types.js";

/**
 * One answer a player may give to a pending decision. `id` is what an answer names; `label` is for people.
 * `object` is the game object the option refers to (a card, a unit, a battlefield), `group` a heading options
 * are shown under (e.g. "Hand", "Board"), `description` a second line when the label is not enough.
 */
export interface DecisionOption {
  readonly id: string;
  readonly label: string;
  readonly object?: string;
  readonly group?: string;
  readonly description?: string;
}

/**
 * A decision the game is waiting for. `seat` must answer; `kind` says what sort of question it is (typed by the
 * game: `PendingDecision<"mulligan" | "priority" | …>`); `options` are the legal answers, empty for open kinds such
 * as a priority window, whose legal actions come from `legalActions`; an answer selects from `min` to `max` options.
 */
export interface PendingDecision<Kind extends string = string> {
  readonly id: string;
  readonly seat: Seat;
  readonly kind: Kind;
  readonly prompt: string;
  readonly options: readonly DecisionOption[];
  readonly min: number;
  readonly max: number;
}

/** An answer to an options decision: the decision it answers (optional: the current one) and the options picked. */
export interface Answer {
  readonly decision?: string;
  readonly picks?: readonly string[];
}

/**
 * Game-specific parts of answer checking: which kinds are open (answered by actions, not options) and the rule
 * numbers refusals cite. Everything is optional; the defaults cite nothing.
 */
export interface AnswerRules {
  /** Kinds answered by actions rather than options (e.g. Riftbound's `priority`, `focus`). */
  readonly openKinds?: readonly string[];
  /** Rule cited when another seat answers (Riftbound: 512.1.b.1). */
  readonly notYoursRule?: string;
  /** Rule cited when too few or too many options are picked, per decision (Riftbound: 117.1 for a mulligan). */
  countRule?(pending: PendingDecision): string | undefined;
}

function refuse(code: string, message: string, rule?: string, params?: Rejection["params"]): Rejection {
  return { code, message, ...(rule === undefined ? {} : { rule }), ...(params ? { params } : {}) };
}

/**
 * Checks an answer against the decision the game waits for. Returns null when it is acceptable, else a rejection:
 * `choose/no-decision` (nothing to answer, or an open kind), `choose/not-yours`, `choose/stale` (it names another
 * decision), `choose/empty` (no picks), `choose/duplicate`, `choose/not-an-option`, `choose/count` (outside
 * `min`..`max`). Pure; the caller leaves the state untouched on a rejection, so the same question stands.
 */
export function checkAnswer(
  pending: PendingDecision | null,
  seat: Seat,
  answer: Answer,
  rules: AnswerRules = {},
): Rejection | null {
  const p = pending;
  if (!p || rules.openKinds?.includes(p.kind))
    return refuse("choose/no-decision", "There is no decision to answer; act or pass instead.");
  if (p.seat !== seat)
    return refuse("choose/not-yours", "This decision belongs to the other player.", rules.notYoursRule);
  if (answer.decision !== undefined && answer.decision !== p.id)
    return refuse("choose/stale", "That prompt has moved on.");
  const picks = answer.picks;
  if (!picks) return refuse("choose/empty", "Answer with the options you choose.");
  if (new Set(picks).size !== picks.length) return refuse("choose/duplicate", "An option is listed twice.");
  const offered = new Set(p.options.map((o) => o.id));
  for (const x of picks)
    if (!offered.has(x))
      return refuse("choose/not-an-option", `${x} is not one of the options.`, undefined, { option: x });
  if (picks.length < p.min || picks.length > p.max)
    return refuse(
      "choose/count",
      p.min === p.max ? `Choose exactly ${p.min}.` : `Choose between ${p.min} and ${p.max}.`,
      rules.countRule?.(p),
      { min: p.min, max: p.max, ...(p.min === p.max ? { case: "exact" } : {}) },
    );
  return null;
}
