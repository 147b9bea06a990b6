import { defineCard } from "../types.js";

/**
 * Guards! — Spell, Order, 3 Energy. [Hidden] (723). "Play a … token" names no place: its controller chooses their base
 * or a battlefield they control (175.2); then "you may pay [Order] to ready it" (a may with a cost, 593).
 */
export default defineCard({
  code: "SFD-154",
  name: "Guards!",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nPlay a 2 :rb_might: Sand Soldier unit token. You may pay :rb_rune_order: to ready it.",
  abilities: [
    {
      kind: "spell",
      effects: [
        { op: "token", token: "Sand Soldier", n: 1, at: "choose", saveAs: "soldier" },
        {
          op: "may",
          prompt: "Pay [Order] to ready the Sand Soldier?",
          cost: { power: 1, powerDomain: "Order" },
          then: [{ op: "ready", what: { var: "soldier" } }],
        },
      ],
    },
  ],
});
