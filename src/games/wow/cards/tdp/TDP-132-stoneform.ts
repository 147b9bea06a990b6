import { wowCard } from "../types.js";

/**
 * Stoneform (TDP-132): Instant Ability, 2 (Dwarf Hero Required: a deck restriction, 100.2b): an ongoing ability.
 * seriallos kept for cost and text. The attached abilities are picked as it resolves (CR 7.4 709.2b, as Divine
 * Shield); the DEF modifier is continuous while it is in play (704.1a).
 */
export default wowCard({
  id: "TDP-132",
  name: "Stoneform",
  text: "Dwarf Hero Required <p> Destroy any number of abilities attached to your hero. <p> Ongoing: Each of your armor has +1 DEF.",
  powers: [
    { kind: "play", targets: [], effects: [{ op: "destroy-attached-abilities", host: "your-hero" }] },
    { kind: "armor-def", amount: 1 },
  ],
});
