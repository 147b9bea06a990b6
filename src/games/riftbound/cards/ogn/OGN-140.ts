import { defineCard } from "../types.js";

/** Herald of Scales — Unit, Body, 4 Energy, 3 Might. */
export default defineCard({
  code: "OGN-140",
  name: "Herald of Scales",
  text: "Your Dragons' Energy costs are reduced by :rb_energy_2:, to a minimum of :rb_energy_1:.",
  abilities: [
    {
      kind: "passive",
      // 560.4.b: a discount with a minimum, on the cards with the Dragon tag its controller plays.
      passive: { kind: "cost", mod: { discount: { energy: 2 }, min: 1 }, applies: { cards: { tag: "Dragon" } } },
    },
  ],
});
