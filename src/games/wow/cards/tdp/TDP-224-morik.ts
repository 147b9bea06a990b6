import { wowCard } from "../types.js";

/** Morik (TDP-224): Ally, 3, 2 frost / 2 health. */
export default wowCard({
  id: "TDP-224",
  name: "Morik",
  text: "Ferocity <p> When Morik attacks, each player draws a card.",
  powers: [
    { kind: "keyword", keyword: "Ferocity" },
    { kind: "trigger", on: "attacks", targets: [], effects: [{ op: "draw", amount: 1, who: "each-player" }] },
  ],
});
