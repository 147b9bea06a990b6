import { wowCard } from "../types.js";

/** Chops (TDP-32): Ally (Pet (1)), Boar, 3, 3 ATK / 4 health. */
export default wowCard({
  id: "TDP-32",
  name: "Chops",
  text: "When Chops attacks, you may exhaust target hero or ally.",
  powers: [
    {
      kind: "trigger",
      on: "attacks",
      optional: true,
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "exhaust", what: { target: 0 } }],
    },
  ],
});
