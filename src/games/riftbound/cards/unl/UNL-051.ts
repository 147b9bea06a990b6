import { type Effect, defineCard } from "../types.js";

/** Bird, Cat, Dog or Poro (139.1), for a card now in its owner's hand. */
const PET_IN_HAND = {
  at: "hand" as const,
  anyOf: (["Bird", "Cat", "Dog", "Poro"] as const).map((tag) => ({ at: "hand" as const, tag })),
};

/** Look at 3, reveal and draw a unit, recycle the rest; then, if it was a pet, "do this:" (CR 1.4 386-388). */
const LOOK: readonly Effect[] = [
  { op: "lookAt", top: 3, saveAs: "seen" },
  { op: "chooseFromZone", filter: { cardType: "Unit" }, among: "seen", count: 1, optional: true, saveAs: "unit" },
  { op: "reveal", what: { var: "unit" } },
  { op: "toHand", what: { var: "unit" }, draw: true },
  { op: "recycle", what: { var: "seen", except: "unit" } },
  {
    op: "if",
    cond: {
      compare: [
        { countVar: "unit", filter: PET_IN_HAND },
        { op: ">=", value: 1 },
      ],
    },
    then: [{ op: "reflexive", ability: 2, about: { self: true } }],
  },
];

/**
 * Ivern, Nurturer — Unit (Champion), Calm, 5 Energy + 1 Calm. Looking is private (CR 1.4 424); a revealed unit is
 * drawn (591), the rest recycled (594). "Then if you revealed …, do this:" is a reflexive ability (CR 1.4 386-388,
 * OFAQ-55): the friendly unit to buff is chosen as it goes on the chain (559.3.b).
 */
export default defineCard({
  code: "UNL-051",
  name: "Ivern, Nurturer",
  text: "When you play me or when I hold, look at the top 3 cards of your Main Deck. You may reveal a unit from among them and draw it. Recycle the rest. Then if you revealed a Bird, Cat, Dog, or Poro, do this: [Buff] a friendly unit. (Give it a +1 :rb_might: buff if it doesn't have one.)",
  abilities: [
    { kind: "triggered", on: "played", filter: { self: true }, effects: LOOK },
    { kind: "triggered", on: "held", filter: { player: "you", here: true }, effects: LOOK },
    {
      kind: "triggered",
      reflexive: true,
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "buff", what: { target: "unit" } }],
    },
  ],
});
