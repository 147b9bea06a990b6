import { defineCard } from "../types.js";

/** Lux, Crownguard — Unit (Champion), Order, 4 Energy. */
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
      spellsOnly: true,
      effects: [{ op: "add", energy: 2 }],
    },
  ],
  unsupported:
    "'Use only to play spells' is not enforced: the engine ignores `spellsOnly` and adds the 2 Energy to the common rune pool, where it can pay for units, gear and abilities (needs spell-only Energy in the pool that payCost spends only on spells)",
});
