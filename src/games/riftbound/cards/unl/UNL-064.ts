import { defineCard } from "../types.js";

/**
 * Fate Weaver — Unit, Mind, 5 Energy. Looking is private (CR 1.4 424); a spell with Energy cost 4 or more may be
 * revealed (600) and drawn (591); the rest are recycled (594).
 */
export default defineCard({
  code: "UNL-064",
  name: "Fate Weaver",
  text: "When you play me, look at the top 4 cards of your Main Deck. You may reveal a spell with Energy cost :rb_energy_4: or more from among them and draw it. Recycle the rest.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        { op: "lookAt", top: 4, saveAs: "seen" },
        {
          op: "chooseFromZone",
          filter: { cardType: "Spell", energy: { op: ">=", value: 4 } },
          among: "seen",
          count: 1,
          optional: true,
          saveAs: "spell",
        },
        { op: "reveal", what: { var: "spell" } },
        { op: "toHand", what: { var: "spell" }, draw: true },
        { op: "recycle", what: { var: "seen", except: "spell" } },
      ],
    },
  ],
});
