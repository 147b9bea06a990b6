import { defineCard } from "../types.js";

/**
 * Rift Herald — Unit, Order, 8 Energy + 1 Order Power. The unit is revealed and drawn (591), the rest recycled (594.5:
 * random order). [Deathknell] (720): a unit of the hand, chosen as it resolves, is played to the base paying only its
 * Power cost (560.1.b); if that can't be paid it stays in hand (OFAQ-34).
 */
export default defineCard({
  code: "UNL-179",
  name: "Rift Herald",
  text: "When I move to a battlefield, look at the top 3 cards of your Main Deck. You may reveal a unit from among them and draw it. Recycle the rest.\n[Deathknell][>] Play a unit from your hand to your base, ignoring its Energy cost. (When I die, get the effect. You must still pay its Power cost.)",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true, data: { toBattlefield: true } },
      effects: [
        { op: "lookAt", top: 3, saveAs: "seen" },
        { op: "chooseFromZone", filter: { cardType: "Unit" }, among: "seen", count: 1, optional: true, saveAs: "unit" },
        { op: "reveal", what: { var: "unit" } },
        { op: "toHand", what: { var: "unit" }, draw: true },
        { op: "recycle", what: { var: "seen", except: "unit" } },
      ],
    },
    {
      kind: "triggered",
      on: "died",
      filter: { self: true },
      zone: "trash",
      effects: [
        { op: "chooseFromZone", filter: { at: "hand", cardType: "Unit" }, count: 1, saveAs: "card" },
        { op: "play", what: { var: "card" }, cost: "ignoreEnergy", unitTo: "base" },
      ],
    },
  ],
});
