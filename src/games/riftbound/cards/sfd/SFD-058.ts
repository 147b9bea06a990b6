import { defineCard } from "../types.js";

/**
 * Ornn, Blacksmith — Unit (Champion), Calm, 5 Energy + 1 Calm. Looking is private (CR 1.4 424); the gear is revealed,
 * then drawn (591); the rest are recycled (594).
 */
export default defineCard({
  code: "SFD-058",
  name: "Ornn, Blacksmith",
  text: "When you play me or when I hold, look at the top 4 cards of your Main Deck. You may reveal a gear from among them and draw it. Then recycle the rest.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        { op: "lookAt", top: 4, saveAs: "seen" },
        { op: "chooseFromZone", filter: { cardType: "Gear" }, among: "seen", count: 1, optional: true, saveAs: "gear" },
        { op: "reveal", what: { var: "gear" } },
        { op: "toHand", what: { var: "gear" }, draw: true },
        { op: "recycle", what: { var: "seen", except: "gear" } },
      ],
    },
    {
      kind: "triggered",
      on: "held",
      filter: { player: "you", here: true },
      effects: [
        { op: "lookAt", top: 4, saveAs: "seen" },
        { op: "chooseFromZone", filter: { cardType: "Gear" }, among: "seen", count: 1, optional: true, saveAs: "gear" },
        { op: "reveal", what: { var: "gear" } },
        { op: "toHand", what: { var: "gear" }, draw: true },
        { op: "recycle", what: { var: "seen", except: "gear" } },
      ],
    },
  ],
});
