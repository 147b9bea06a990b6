/**
 * Ending and skipping phases by effects (CR Turn Order - Ending Phases 1-2; Skipping Phases 1-3). Today only the
 * combat phase can be ended (Glacial Guidance); the resolving card or ability itself finishes resolving (Ending
 * Phases 2.1; Effects Stack 3). Skipped phases: Resolute Stand.
 */
import type { SkippablePhase } from "../cards/types.js";
import { endCombat } from "./combat.js";
import { type GaState, card, log } from "./state.js";
import { moveCard } from "./zones.js";

/**
 * Ends the combat phase (CR Turn Order - Ending Phases 1, 1.1-1.2): every other layer on the Effects Stack is
 * removed without resolving and its card banished; the remaining combat steps are skipped, the end of combat step's
 * actions happen (roles removed, intent to the graveyard; CR End of Combat Step 1.3-1.4) and the game returns to
 * the main phase, where the turn player gets Opportunity once the resolving layer is done (CR Main Phase 2.2).
 * Does nothing outside a combat phase.
 */
export function endCombatPhase(s: GaState): void {
  if (s.phase !== "combat") return;
  for (const layer of [...s.stack].reverse())
    if (layer.kind !== "ability" && card(s, layer.source).zone === "stack") moveCard(s, layer.source, "banishment");
  s.stack = [];
  endCombat(s);
  s.phase = "main";
  s.step = 1; // the main phase's Opportunity step: passing it moves on to the end phase (CR Main Phase 2.2.1)
  log(s, "The combat phase ends.");
}

/** The phase after each skippable one (CR Turn Order 1). */
const NEXT: Record<SkippablePhase, GaState["phase"]> = {
  wakeUp: "materialize",
  materialize: "recollection",
  recollection: "draw",
  draw: "main",
};

/**
 * Skipping a phase (CR Turn Order - Skipping Phases 1-3): as the turn player's phase would begin, an effect that
 * skips it is used up and the game goes straight to the next phase: none of the phase's turn-based actions, triggers
 * or Opportunity happen. Each effect skips one phase (2: two effects skip two phases, across turns). Returns
 * whether the phase was skipped.
 */
export function skipPhase(s: GaState): boolean {
  const i = s.lasting.findIndex((l) => l.kind === "skipPhase" && l.seat === s.active && l.phase === s.phase);
  if (i < 0) return false;
  s.lasting.splice(i, 1);
  log(s, `P${s.active + 1} skips their ${s.phase} phase.`);
  s.phase = NEXT[s.phase as SkippablePhase];
  s.step = 0;
  return true;
}
