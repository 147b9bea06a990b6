import { wowCard } from "../types.js";

/** The Lobotomizer (TDP-278): Equipment (1H Weapon, Melee (1), Dagger), 5, 1 melee ATK, strike cost 0. */
export default wowCard({
  id: "TDP-278",
  name: "The Lobotomizer",
  text: "When The Lobotomizer enters play, each player destroys one of his resources.",
  powers: [{ kind: "enters", targets: [], effects: [{ op: "destroy-own-resource", who: "each-player" }] }],
});
