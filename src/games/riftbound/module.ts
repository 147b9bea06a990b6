/**
 * Riftbound as a game module of the table (issue 14; docs/engine.md "A new game"): its rules (rules/index.ts)
 * adapted to the engine's {@link GameRules} contract, without changing them. Answers to options decisions (`choose`
 * with `cards`, `targets`, `order` or `option`) are checked by the engine against the offered options first, with
 * the same codes and rule citations the rules use (512.1.b.1, 117.1, 559.3); damage assignments stay the rules' own
 * check (626.1.d), as an assignment is not a pick of options.
 */
import { type Answer, type GameRules, type PendingDecision, withAnswerCheck } from "../../engine/index.js";
import { countCards, checkPrivacy, checkZones, StateInvariantError } from "./invariants.js";
import type { RbAction } from "./rules/actions.js";
import type { RbConfig } from "./rules/setup.js";
import type { RbEvent, RbState } from "./rules/state.js";
import type { RbView } from "./rules/view.js";
import { riftbound } from "./rules/index.js";

/** Riftbound's decision kinds answered by actions rather than options (a priority or focus window, 538-553). */
const OPEN_KINDS = ["priority", "focus"] as const;

/** The route a pending decision's internal data names (how the rules dispatch its answer), or "". */
function routeOf(p: PendingDecision | null): string {
  if (!p || !("data" in p) || typeof p.data !== "object" || p.data === null) return "";
  const route = "route" in p.data ? p.data.route : undefined;
  return typeof route === "string" ? route : "";
}

/** The options a `choose` action picks, or null for other actions and damage assignments (626.1.d). */
function answerOf(state: RbState, a: RbAction): Answer | null {
  if (a.type !== "choose" || routeOf(state.pending) === "assignDamage") return null;
  const picks = a.cards ?? a.targets ?? a.order ?? (a.option !== undefined ? [a.option] : undefined);
  return { ...(a.decision !== undefined ? { decision: a.decision } : {}), ...(picks ? { picks } : {}) };
}

/** Broken invariants of a state: zones and card count (105-109, 177) and privacy of every view (127). */
function verify(state: RbState): string[] {
  try {
    checkZones(state, countCards(state));
    checkPrivacy(state);
    return [];
  } catch (e) {
    if (e instanceof StateInvariantError) return [`${e.invariant}: ${e.message}`];
    throw e;
  }
}

/** Riftbound's rules behind the engine contract, answers checked by the engine (see the file comment). */
export const riftboundRules: GameRules<RbConfig, RbState, RbAction, RbEvent, RbView> = withAnswerCheck({
  ...riftbound,
  answerOf,
  answerRules: {
    openKinds: OPEN_KINDS,
    notYoursRule: "512.1.b.1",
    countRule: (p) => {
      const route = routeOf(p);
      return route === "triggerTargets" ? "559.3" : route === "mulligan" ? "117.1" : undefined;
    },
  },
  verify,
});
