import { defineCard } from "../types.js";

/** Annie, Fiery — Champion unit, Fury, 5 Energy + 1 Fury. Her controller's spells and abilities deal 1 Bonus Damage. */
export default defineCard({
  code: "OGS-001",
  name: "Annie, Fiery",
  text: "Your spells and abilities deal 1 Bonus Damage. (Each instance of damage the spell deals is increased by 1.)",
  abilities: [{ kind: "passive", passive: { kind: "bonusDamage", amount: 1 } }],
});
