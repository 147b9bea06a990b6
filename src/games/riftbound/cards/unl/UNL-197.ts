import { defineCard } from "../types.js";

/**
 * Scorn of the Moon — Legend (Diana), Mind/Chaos. [Reaction] exhaust: [Add] 1 Energy (605; an ability that adds
 * resources can't be reacted to, 605.2). "Spend this Energy only during showdowns": the Energy stays in the pool
 * (until it empties, 517.2.c) but pays only while a showdown is in progress (545; `add` `showdownsOnly`).
 */
export default defineCard({
  code: "UNL-197",
  name: "Scorn of the Moon",
  text: "[Reaction][>] :rb_exhaust:: [Add] :rb_energy_1:. Spend this Energy only during showdowns. (Abilities that add resources can't be reacted to.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      timing: "reaction",
      addsResources: true,
      effects: [{ op: "add", energy: 1, showdownsOnly: true }],
    },
  ],
});
