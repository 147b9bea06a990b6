import { defineCard } from "../types.js";

/**
 * Unyielding Spirit — Spell, Body, 1 Energy + 1 Body Power. Reaction.
 * Errata ⓕ (OFAQ-76): "Prevent all damage that would be dealt this turn by spells and abilities." Damage a spell or
 * ability deals itself is prevented, not damage an object is told to deal (OFAQ-77: Challenge, Snapvine) nor combat
 * damage. A "prevent" replacement (571) created until the end of the turn (517.2.b).
 */
export default defineCard({
  code: "OGN-145",
  name: "Unyielding Spirit",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nPrevent all spell and ability damage this turn.",
  abilities: [
    {
      kind: "spell",
      effects: [
        {
          op: "createEffect",
          duration: "turn",
          effect: { kind: "replace", event: "damaged", filter: { via: ["spell", "ability"] }, with: "prevent" },
        },
      ],
    },
  ],
});
