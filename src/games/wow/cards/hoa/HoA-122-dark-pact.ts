import { wowCard } from "../types.js";

/**
 * Dark Pact (HoA-122): Ability (Affliction, Talent), 2. "Affliction Hero Required" is a deck restriction (100.2b,
 * decks.ts); seriallos keeps an empty paragraph (" <p> . <p> ") from its source, verbatim here.
 */
export default wowCard({
  id: "HoA-122",
  name: "Dark Pact",
  text: "Affliction Hero Required <p> . <p> As an additional cost to play Dark Pact, destroy one of your Pets. <p> Draw X cards, where X is the cost of the Pet you destroyed.",
  powers: [
    {
      kind: "play",
      additionalCost: { destroyAlly: { tag: "Pet", costIsX: true } },
      targets: [],
      effects: [{ op: "draw", amount: "x", who: "you" }],
    },
  ],
});
