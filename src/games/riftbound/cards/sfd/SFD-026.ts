import { defineCard } from "../types.js";

/**
 * Rumble, Hotheaded — Unit (Champion), Fury, 4 Energy.
 */
export default defineCard({
  code: "SFD-026",
  name: "Rumble, Hotheaded",
  text: "Your Mechs each have [Assault]. (+1 :rb_might: while we're attackers.)\nWhen I conquer, you may recycle another friendly unit to play a Mech from your trash. Reduce its Energy cost by the Might of the unit you recycled.",
  unsupported:
    '"you may recycle another friendly unit to play a Mech from your trash, reducing its cost by that unit\'s Might": recycling a unit from the board as the cost of a play by an effect, with a discount read from it, is not in the card vocabulary yet',
  abilities: [
    {
      kind: "passive",
      passive: { kind: "grant", to: { type: "unit", controller: "friendly", tag: "Mech" }, keywords: ["Assault"] },
    },
  ],
});
