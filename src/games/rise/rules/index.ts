/**
 * The Rise TCG rules module (issue 20; docs/rise.md): a pure reducer implementing the engine's GameRules contract.
 * Rule numbers are those of the seed 002 (崛起TCG综合性规则 1.00版); `CR 7.4 <n>` cites the WoW TCG Comprehensive
 * Rules v7.4 for combat (002 600-602 are lost; docs/rules-decisions.md "Rise: combat").
 */
import { type GameRules, withAnswerCheck } from "../../../engine/index.js";
import type { RiseAction } from "./actions.js";
import { apply } from "./apply.js";
import { advance } from "./flow.js";
import { canAct, legalActions, pending } from "./legal.js";
import { type RiseConfig, setup } from "./setup.js";
import type { RiseState } from "./state.js";
import { verify } from "./verify.js";
import { type RiseView, view } from "./view.js";

export type { RiseAction } from "./actions.js";
export { RiseActionSchema } from "./actions.js";
export type { RiseConfig } from "./setup.js";
export type { RiseState } from "./state.js";
export type { RiseView } from "./view.js";

/** Builds a match and runs it to its first decision (the first hand reset, 101.2). */
function create(config: RiseConfig, seed: number | string): RiseState {
  const s = setup(config, seed);
  advance(s, canAct);
  return s;
}

/** Rise's rules as the table hosts them (answers checked against the offered options first). */
export const riseRules: GameRules<RiseConfig, RiseState, RiseAction, never, RiseView> = withAnswerCheck({
  id: "rise",
  create,
  pending,
  legalActions,
  apply,
  view,
  answerOf(_s, a) {
    switch (a.type) {
      case "reset":
        return { picks: [a.keep ? "keep" : "reset"] };
      case "guard":
        return { picks: [a.guard ?? "none"] };
      case "armor":
        return { picks: [a.armor ?? "none"] };
      case "discard":
        return { picks: a.cards.length ? a.cards : ["none"] };
      case "conflict":
        return { picks: [a.card] };
      case "order":
        return { picks: [`w${a.first}`] };
      case "trigger":
        return { picks: [a.targets ? a.targets.join(",") : "none"] };
      case "pay":
        return { picks: [a.pay ? "yes" : "no"] };
      case "top":
        return { picks: [a.card] };
      case "search":
        return { picks: [a.card ?? "none"] };
      default:
        return null;
    }
  },
  answerRules: { openKinds: ["priority"], notYoursRule: "412.1" },
  verify,
});
