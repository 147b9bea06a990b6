import { defineCard } from "../types.js";

/**
 * Wild Claw — Spell, Body, 7 Energy + 1 Body. Reinforce's pattern (SFAQ-03): the unit or gear is banished, then played
 * from banishment paying its cost less [5] Energy (595.3, 560.4; unpayable, it stays banished); as a permanent it is
 * on the board at once (CR 1.4 359.2), so "Empower it" (CR 1.4 441) can follow on resolution. The rest is recycled.
 */
export default defineCard({
  code: "VEN-089",
  name: "Wild Claw",
  text: "Look at the top 5 cards of your Main Deck. You may banish a unit or gear from among them and play it, reducing its Energy cost by :rb_energy_5:. Recycle the rest. Then you may do this: Empower it. (It becomes Empowered if it's not already.)",
  abilities: [
    {
      kind: "spell",
      effects: [
        { op: "lookAt", top: 5, saveAs: "seen" },
        {
          op: "chooseFromZone",
          filter: { anyOf: [{ cardType: "Unit" }, { cardType: "Gear" }] },
          from: "seen",
          count: 1,
          optional: true,
          saveAs: "card",
        },
        { op: "banish", what: { var: "card" }, saveAs: "banished" },
        { op: "play", what: { var: "banished" }, discount: { energy: 5 }, resolveAtOnce: true },
        { op: "recycle", what: { var: "seen", except: "card" } },
        {
          op: "if",
          cond: { varNonEmpty: "banished" },
          then: [{ op: "may", prompt: "Empower it?", then: [{ op: "empower", what: { var: "banished" } }] }],
        },
      ],
    },
  ],
});
