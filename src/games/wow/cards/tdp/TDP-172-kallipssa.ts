import { wowCard } from "../types.js";

/**
 * Kallipssa (TDP-172): Alliance Ally, Draenei Mage, 4, 2 arcane / 2 health. seriallos and mikechambers agree;
 * remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-172",
  name: "Kallipssa",
  text: "Long-Range (Defenders deal no combat damage to this character.) <p> When Kallipssa deals combat damage to a defending ally, draw a card.",
  powers: [
    { kind: "keyword", keyword: "Long-Range" },
    {
      kind: "trigger",
      on: "deals-combat-damage-to-defending-ally",
      targets: [],
      effects: [{ op: "draw", amount: 1, who: "you" }],
    },
  ],
});
