/**
 * An ally entering play (001 302.1), shared by resolving ally cards (rules/flow.ts), instructions putting allies into
 * play (rules/effects.ts) and tokens (rules/tokens.ts); its own module so none of them imports another back.
 */
import type { Seat } from "../../../engine/index.js";
import { nameOf, powersOf } from "./characteristics.js";
import { type WowState, opp } from "./state.js";
import { trigger, watchers } from "./triggers.js";
import { moveTo } from "./zones.js";

/**
 * An ally enters play in its controller's party (001 302.1; from the chain or from another zone); its "when this
 * enters play" powers trigger (CR 7.4 703.4: judged after it entered).
 */
export function enterAlly(s: WowState, id: string, controller: Seat): void {
  moveTo(s, id, "ally", controller);
  s.log.push({ text: `${nameOf(s, id)} enters play.` });
  powersOf(s, id).forEach((pw, i) => {
    if (pw.kind === "enters") s.waiting.push({ controller, card: id, power: i });
  });
  // "When an opposing ally enters play" (Stone Guard Rashun).
  trigger(s, opp(controller), "opposing-ally-enters", watchers(s, opp(controller)), id);
}
