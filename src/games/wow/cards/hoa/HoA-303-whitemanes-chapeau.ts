import { wowCard } from "../types.js";

/** Whitemane's Chapeau (HoA-303): Equipment (Armor, Head (1), Cloth), 4, 1 DEF. */
export default wowCard({
  id: "HoA-303",
  name: "Whitemane's Chapeau",
  text: "When Whitemane's Chapeau enters play, you may put an ability card from your graveyard into your hand.",
  powers: [
    {
      kind: "enters",
      targets: [],
      effects: [{ op: "graveyard-to-hand", what: { cardType: "Ability" }, count: { upTo: 1 } }],
    },
  ],
});
