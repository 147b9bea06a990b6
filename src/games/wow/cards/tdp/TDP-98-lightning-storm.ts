import { wowCard } from "../types.js";

/** Lightning Storm (TDP-98): Ability (Elemental), 2 + X, Shaman: damage divided among any number of targets (CR 7.4 707.1d). */
export default wowCard({
  id: "TDP-98",
  name: "Lightning Storm",
  text: "Your hero deals X nature damage divided as you choose to any number of target allies.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "ally", anyNumber: true, distinct: true }],
      effects: [{ op: "damage-divided", type: "nature", by: "your-hero" }],
    },
  ],
});
