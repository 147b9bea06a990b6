/**
 * The WoW TCG rules module (issue 20; docs/wow.md): a pure reducer implementing the engine's GameRules contract.
 * Rule numbers are those of the seed 001 (a translation of an early Comprehensive Rules); `CR 7.4 <n>` cites the
 * English Comprehensive Rules v7.4 where 001 lacks the rule.
 */
import { type GameRules, withAnswerCheck } from "../../../engine/index.js";
import type { WowAction } from "./actions.js";
import { apply } from "./apply.js";
import { canAct, legalActions, pending } from "./legal.js";
import { advance } from "./flow.js";
import { type WowConfig, setup } from "./setup.js";
import type { WowState } from "./state.js";
import { verify } from "./verify.js";
import { nameAnswer } from "./naming.js";
import { type WowView, view } from "./view.js";

export type { WowAction } from "./actions.js";
export { WowActionSchema } from "./actions.js";
export type { WowConfig } from "./setup.js";
export type { WowState } from "./state.js";
export type { WowView } from "./view.js";

/** Builds a match and runs it to its first decision (the first mulligan, 101.2). */
function create(config: WowConfig, seed: number | string): WowState {
  const s = setup(config, seed);
  advance(s, canAct);
  return s;
}

/** WoW's rules as the table hosts them (answers checked against the offered options first). */
export const wowRules: GameRules<WowConfig, WowState, WowAction, never, WowView> = withAnswerCheck({
  id: "wow",
  create,
  pending,
  legalActions,
  apply,
  view,
  answerOf(s, a) {
    switch (a.type) {
      case "mulligan":
        return { picks: [a.keep ? "keep" : "mulligan"] };
      case "protect":
        return { picks: [a.protector ?? "none"] };
      case "armor":
        return { picks: [a.armor ?? "none"] };
      case "discard":
        return { picks: a.cards };
      case "repair":
      case "pick":
        return { picks: [a.card] };
      case "trigger":
        return { picks: [a.targets ? a.targets.join(",") : "none"] };
      case "either":
        return { picks: [String(a.option)] };
      case "secret-number":
        return { picks: [String(a.value)] };
      case "tie-outcome":
        return { picks: [String(a.player)] };
      case "collection-pick":
        return { picks: [String(a.index)] };
      case "shuffle-in":
        return { picks: a.cards };
      case "name-card":
        // A name the decision offers is checked as an option; any other is refused by `apply` saying why.
        return nameAnswer(s, a.name);
      default:
        return null;
    }
  },
  answerRules: { openKinds: ["priority"], notYoursRule: "409.1" },
  verify,
});
