import { defineCard } from "../types.js";

/**
 * Called Shot — Spell, Chaos, 0 Energy + 1 Chaos. Action; Repeat [Chaos] (CR 1.4 820). Looking is private (CR 1.4
 * 424); the chosen card is drawn (591), the other recycled (594).
 */
export default defineCard({
  code: "SFD-122",
  name: "Called Shot",
  text: "[Action] (Play on your turn or in showdowns.)\n[Repeat] :rb_rune_chaos: (You may pay the additional cost to repeat this spell's effect.)\nLook at the top 2 cards of your Main Deck. Draw one and recycle the other.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "additionalCost", optional: true, cost: "repeat", power: { n: 1, domain: "Chaos" } },
    },
    {
      kind: "spell",
      effects: [
        { op: "lookAt", top: 2, saveAs: "seen" },
        { op: "chooseFromZone", filter: {}, among: "seen", count: 1, saveAs: "pick" },
        { op: "toHand", what: { var: "pick" }, draw: true },
        { op: "recycle", what: { var: "seen", except: "pick" } },
      ],
    },
  ],
});
