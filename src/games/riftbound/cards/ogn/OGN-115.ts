import { defineCard } from "../types.js";

/**
 * Promising Future — Spell, Mind, 5 Energy + 1 Mind Power.
 * Errata (OFAQ-35): "… banishes one of them, then recycles the rest." OFAQ-36: from the turn player, each player looks
 * at their top 5, banishes one (public: later players see the earlier picks) and recycles the other four; then,
 * starting with the next player (the turn player last), each plays their banished card ignoring its Energy cost but
 * paying its Power cost and any mandatory additional cost (Cruel Patron). Units and gear resolve as they are played
 * (CR 1.4 359.2); spells stay on the chain in the order played, the turn player's on top. A card that cannot be
 * played (Power unpayable, no legal target) stays banished.
 */
export default defineCard({
  code: "OGN-115",
  name: "Promising Future",
  text: "Each player looks at the top 5 cards of their Main Deck, chooses one, then recycles the rest. Starting with the next player, each player plays those cards, ignoring Energy costs. (They must still pay Power costs.)",
  abilities: [
    {
      kind: "spell",
      effects: [
        {
          op: "forEachPlayer",
          from: "turnPlayer",
          do: [
            { op: "lookAt", top: 5, saveAs: "seen" },
            { op: "chooseFromZone", filter: {}, among: "seen", count: 1, saveAs: "pick" },
            { op: "banish", what: { var: "pick" }, saveAs: "promised", append: true },
            { op: "recycle", what: { var: "seen", except: "pick" } },
          ],
        },
        {
          op: "forEachPlayer",
          from: "next",
          do: [
            {
              op: "play",
              what: { var: "promised", owned: true },
              cost: "ignoreEnergy",
              resolveAtOnce: true,
            },
          ],
        },
      ],
    },
  ],
});
