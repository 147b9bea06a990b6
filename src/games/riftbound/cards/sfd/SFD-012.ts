import { defineCard } from "../types.js";

/**
 * Battering Ram — Unit, Fury, 5 Energy. A cost reduction of the card itself (560.4, 570.2), read as the cost is
 * determined: the cards its controller has played this turn (724), not below [1] (560.4.b).
 */
export default defineCard({
  code: "SFD-012",
  name: "Battering Ram",
  text: "I cost :rb_energy_1: less for each card you've played this turn, to a minimum of :rb_energy_1:.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "cost", mod: { discount: { energy: { cardsPlayed: "you" } }, min: 1 }, applies: { self: true } },
    },
  ],
});
