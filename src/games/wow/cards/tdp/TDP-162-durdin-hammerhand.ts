import { wowCard } from "../types.js";

/** Durdin Hammerhand (TDP-162): Alliance Ally (Dwarf Paladin), 3, 3 melee / 3 health. */
export default wowCard({
  id: "TDP-162",
  name: "Durdin Hammerhand",
  text: "Destroy Durdin Hammerhand -> Exhaust target hero or ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, destroySelf: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "exhaust", what: { target: 0 } }],
    },
  ],
});
