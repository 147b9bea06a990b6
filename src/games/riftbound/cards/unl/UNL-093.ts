import { defineCard } from "../types.js";

/**
 * Dragonsoul Sage — Unit, Body, 2 Energy.
 * "[Reaction] [exhaust]: [Add] [1]": a resource ability (605.2), usable whenever resources are paid (605.3).
 */
export default defineCard({
  code: "UNL-093",
  name: "Dragonsoul Sage",
  text: "[Reaction][>] :rb_exhaust:: [Add] :rb_energy_1:. (Abilities that add resources can't be reacted to.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      timing: "reaction",
      addsResources: true,
      effects: [{ op: "add", energy: 1 }],
    },
  ],
});
