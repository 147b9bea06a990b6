import { wowCard } from "../types.js";

/**
 * Shadow Bolt (HoA-132): Ability (Destruction), 3. "When that character is destroyed this turn" is a triggered
 * modifier watching the target (CR 7.4 715.1); "its controller" is who controlled it as it was destroyed.
 */
export default wowCard({
  id: "HoA-132",
  name: "Shadow Bolt",
  text: "Your hero deals 3 shadow damage to target hero or ally. <p> When that character is destroyed this turn, its controller discards a card.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "damage", amount: 3, type: "shadow", to: { target: 0 }, by: "your-hero" },
        { op: "this-turn-trigger", event: "watched-destroyed", power: 1, watch: { target: 0 } },
      ],
    },
    { kind: "trigger", on: "delayed", targets: [], effects: [{ op: "discard", amount: 1, who: "subject-controller" }] },
  ],
});
