import { dispatchAsIf, type GameEvent, snapshot } from "../events.js";
import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { hereOf } from "../selectors.js";

/**
 * "Activate the conquer effects of units here" (Unleashed FAQ, UFAQ-16): the game checks the named objects' triggered
 * abilities of that event kind as if the event had happened at this ability's battlefield, performed by its
 * controller ("as if a conquer had occurred at Reckoner's Arena"). They still check their other conditions (583.1):
 * "When I conquer" is met by a unit of that player at that battlefield; a conquer "after an attack" or of a
 * battlefield "previously uncontrolled" is not. No event happens: nothing is scored or recorded, and no other object
 * sees it. The triggers are queued and go on the chain after this resolution (583.3).
 */
export function activateTriggersVerb(ctx: VerbContext, e: EffectOf<"activateTriggers">): VerbResult {
  const { s, me, src } = ctx;
  const bf = hereOf(s, src);
  if (bf === null) return "next";
  const card = s.battlefields.find((b) => b.index === bf)?.card;
  if (card === undefined) return "next";
  const event: GameEvent = {
    seq: s.history.events.length,
    turn: s.turnNumber,
    kind: e.on,
    player: me,
    subject: snapshot(s, card),
    data: { bf, activated: true },
  };
  dispatchAsIf(s, event, resolveRef(ctx, e.of));
  return "next";
}
