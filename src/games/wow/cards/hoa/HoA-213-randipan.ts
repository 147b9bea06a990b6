import { wowCard } from "../types.js";

/** Randipan (HoA-213): Alliance Ally, Gnome, 3, 2 ATK / 2 health. */
export default wowCard({
  id: "HoA-213",
  name: "Randipan",
  text: "When Randipan deals combat damage to a defending hero, draw a card.",
  powers: [
    {
      kind: "trigger",
      on: "deals-combat-damage-to-defending-hero",
      targets: [],
      effects: [{ op: "draw", amount: 1, who: "you" }],
    },
  ],
});
