import { defineCard } from "../types.js";

/** Reinforce — Spell, Calm, 5 Energy. Errata (Spiritforged FAQ, SFAQ-03): the unit is banished before it is
 * played; the behaviour follows it */
export default defineCard({
  code: "OGN-062",
  name: "Reinforce",
  text: "Look at the top 5 cards of your Main Deck. You may banish a unit from among them, then play it, reducing its cost by :rb_energy_5:. Recycle the remaining cards.",
  abilities: [
    {
      kind: "spell",
      effects: [
        { op: "lookAt", top: 5, saveAs: "seen" },
        { op: "chooseFromZone", filter: { cardType: "Unit" }, from: "seen", count: 1, optional: true, saveAs: "unit" },
        { op: "banish", what: { var: "unit" }, saveAs: "banished" },
        { op: "play", what: { var: "banished" }, discount: { energy: 5 } },
        { op: "recycle", what: { var: "seen", except: "unit" } },
      ],
    },
  ],
});
