import { wowCard } from "../types.js";

/**
 * Galway Steamwhistle (HoA-185): Alliance Ally (Gnome Warrior), 1, 1 melee / 1 health. "One of your weapons" is not
 * a target: it is chosen as the power resolves (CR 7.4 709.2b).
 */
export default wowCard({
  id: "HoA-185",
  name: "Galway Steamwhistle",
  text: "[Exhaust] -> Ready target hero and one of your weapons.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true },
      targets: [{ select: "hero" }],
      effects: [
        { op: "ready", what: { target: 0 } },
        { op: "choose", select: "your-weapon" },
        { op: "ready", what: "chosen" },
      ],
    },
  ],
});
