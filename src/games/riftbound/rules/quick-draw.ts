/**
 * [Quick-Draw] given by an effect (CR 1.4 819): a card printed with it writes its trigger in its script; one that gains
 * it (Jax, Unmatched: "Your Equipment everywhere have [Quick-Draw]") gets this trigger built into the rules, like
 * Vision (729) — "When you play this, attach it to a unit you control" (819.1.d). Several instances do nothing more
 * (819.2), so a card printed with it never gets the built-in one too. Data only: the rules that queue and resolve it
 * import it (chains.ts, triggers.ts, effect-context.ts).
 */
import type { Effect, TargetSpec } from "../cards/types.js";

/** The trigger number of a given Quick-Draw in a queued trigger (Vision -1, created -2, Hunt -3). */
export const QUICK_DRAW_ABILITY = -4;

/** Its choice: a unit its controller controls (819.1.d), chosen as it goes on the chain (559.3.b). */
export const QUICK_DRAW_TARGETS: readonly TargetSpec[] = [
  { id: "unit", filter: { type: "unit", controller: "friendly" } },
];

/** Its instruction: attach the card to that unit (CR 1.4 434). */
export const QUICK_DRAW_EFFECTS: readonly Effect[] = [{ op: "attach", what: { self: true }, to: { target: "unit" } }];
