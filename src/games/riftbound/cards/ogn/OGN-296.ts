import { defineCard } from "../types.js";

/** Void Gate — Battlefield. Every spell's and ability's damage to units here gets +1 (Bonus Damage). */
export default defineCard({
  code: "OGN-296",
  name: "Void Gate",
  text: "Spells and abilities affecting units here each deal 1 Bonus Damage. (Each instance of damage the spell deals is increased by 1.)",
  abilities: [{ kind: "passive", passive: { kind: "bonusDamage", amount: 1, by: "any", to: { at: "here" } } }],
});
