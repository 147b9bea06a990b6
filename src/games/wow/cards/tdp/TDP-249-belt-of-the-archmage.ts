import { wowCard } from "../types.js";

/** Belt of the Archmage (TDP-249): Equipment (Armor, Waist (1), Cloth), 5, 1 DEF. */
export default wowCard({
  id: "TDP-249",
  name: "Belt of the Archmage",
  text: "When Belt of the Archmage enters play, reveal the top three cards of your deck. Put all revealed ability cards into your hand and the rest on the bottom of your deck.",
  powers: [
    { kind: "enters", targets: [], effects: [{ op: "reveal-top-all-of-type-to-hand", count: 3, cardType: "Ability" }] },
  ],
});
