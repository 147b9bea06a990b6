import { wowCard } from "../types.js";

/**
 * Psychic Scream (HoA-85): Instant Ability (Shadow), 6, Priest: the opponent picks three of his allies as it resolves
 * (all of them with three or fewer; CR 7.4 709.2b), returned together. The four sources agree on its cost and text
 * (seriallos kept).
 */
export default wowCard({
  id: "HoA-85",
  name: "Psychic Scream",
  text: "Each opponent puts three allies from his party into their owner's hands.",
  powers: [{ kind: "play", targets: [], effects: [{ op: "return-allies-to-hand", who: "each-opponent", count: 3 }] }],
});
