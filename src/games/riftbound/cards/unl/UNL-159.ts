import { defineCard } from "../types.js";

/**
 * Soul Harvest — Spell, Order, 2 Energy + 1 Power.
 * Might 3 or less is read as the target is chosen and again on resolution (563.2.c).
 */
export default defineCard({
  code: "UNL-159",
  name: "Soul Harvest",
  text: "Kill a unit at a battlefield with 3 :rb_might: or less.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield", maxMight: 3 } }],
      effects: [{ op: "kill", what: { target: "unit" } }],
    },
  ],
});
