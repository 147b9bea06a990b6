import { wowCard } from "../types.js";

/**
 * Rexxar (TDP-231): Horde Ally, Unique (CR 7.4 414.3a), Mok'Nathal Beastmaster, 7, 4 ranged / 4 health. Misha is a
 * token of cards/tokens.ts with Ferocity (cards/token-scripts.ts). seriallos and mikechambers agree (mikechambers
 * writes "ferocity"); remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-231",
  name: "Rexxar",
  text: "When Rexxar enters play, put a unique Bear ally token named Misha with 3 ATK, 3 health, and Ferocity into play. <p> Rexxar has +3 ATK and +3 health while Misha is in your party.",
  powers: [
    { kind: "enters", targets: [], effects: [{ op: "put-token", token: "misha" }] },
    { kind: "continuous", applies: "self", atk: 3, health: 3, while: "always", whileAllyNamed: "Misha" },
  ],
});
