import { wowCard } from "../types.js";

/** Outrider Zarg (TDP-227): Ally, 4, 4 melee / 2 health. */
export default wowCard({
  id: "TDP-227",
  name: "Outrider Zarg",
  text: "Ferocity <p> At the end of your turn, if Outrider Zarg dealt no damage this turn, destroy him.",
  powers: [
    { kind: "keyword", keyword: "Ferocity" },
    {
      kind: "trigger",
      on: "your-turn-end",
      condition: "dealt-no-damage-this-turn",
      targets: [],
      effects: [{ op: "destroy", what: "self" }],
    },
  ],
});
