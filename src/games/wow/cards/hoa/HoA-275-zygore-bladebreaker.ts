import { wowCard } from "../types.js";

/** Zygore Bladebreaker (HoA-275): Ally, 6, 4 melee / 3 health. */
export default wowCard({
  id: "HoA-275",
  name: "Zygore Bladebreaker",
  text: "When Zygore Bladebreaker enters play, you may destroy target armor or weapon.",
  powers: [
    {
      kind: "enters",
      optional: true,
      targets: [{ select: "armor-or-weapon" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
