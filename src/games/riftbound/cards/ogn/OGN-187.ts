import { defineCard } from "../types.js";

/**
 * Whirlwind — Spell, Chaos. From the player after its controller, each player in turn may choose a unit (any
 * player's; a choice on resolution, not a target) and return it to its owner's hand (609.2).
 */
export default defineCard({
  code: "OGN-187",
  name: "Whirlwind",
  text: "Starting with the next player, each player may return a unit to its owner's hand.",
  abilities: [
    {
      kind: "spell",
      effects: [
        {
          op: "forEachPlayer",
          from: "next",
          do: [
            { op: "chooseFromZone", filter: { type: "unit" }, count: 1, upTo: true, saveAs: "unit" },
            { op: "returnToHand", what: { var: "unit" } },
          ],
        },
      ],
    },
  ],
});
