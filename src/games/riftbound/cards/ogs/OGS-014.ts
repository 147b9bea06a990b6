import { defineCard } from "../types.js";

/** Lux, Crownguard — Unit (Champion), Order, 4 Energy. Spell-only Energy (605.3). */
export default defineCard({
  code: "OGS-014",
  name: "Lux, Crownguard",
  text: ":rb_exhaust:: [Reaction] — [Add] :rb_energy_2:. Use only to play spells. (Abilities that add resources can't be reacted to.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      timing: "reaction",
      addsResources: true,
      effects: [{ op: "add", energy: 2, spellsOnly: true }],
    },
  ],
});
