import { wowCard } from "../types.js";

/**
 * Brain Freeze (HoA-49): Instant Ability, 3, Mage. seriallos and mikechambers agree on its cost and text (seriallos
 * kept). Every player can't draw this turn (CR 7.4 103.4; rules/cant-draw.ts).
 */
export default wowCard({
  id: "HoA-49",
  name: "Brain Freeze",
  text: "Players can't draw cards this turn.",
  powers: [{ kind: "play", targets: [], effects: [{ op: "cant-draw-this-turn", who: "each-player" }] }],
});
