import { wowCard } from "../types.js";

/**
 * Gamon (TDP-209): Horde Ally (Tauren Warrior), 1, 1 melee / 1 health. An attack on him by his own party is an
 * ordinary combat otherwise (rules/friendly-attacks.ts; docs/rules-decisions.md).
 */
export default wowCard({
  id: "TDP-209",
  name: "Gamon",
  text: "Any hero or ally can attack Gamon. (Including characters in your party.)",
  powers: [{ kind: "any-character-can-attack-this" }],
});
