import { defineCard } from "../types.js";

/**
 * Mesmerize — Spell, Mind, 1 Energy + 1 Mind. [Reaction] is printed. "Choose one —" is chosen as the spell is played
 * (CR 1.4 355.3, spell `modes`), with the mode's unit (559.3); the mode stays fixed on the chain, so a unit whose
 * control changed before resolution is no longer a legal choice for it (563.2.c) rather than switching modes.
 */
export default defineCard({
  code: "VEN-052",
  name: "Mesmerize",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose one —\n- Return a friendly unit to its owner's hand.\n- Give an enemy unit -2 :rb_might: this turn.",
  abilities: [
    {
      kind: "spell",
      effects: [],
      modes: [
        {
          label: "Return a friendly unit to its owner's hand",
          targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
          effects: [{ op: "returnToHand", what: { target: "unit" } }],
        },
        {
          label: "Give an enemy unit -2 Might this turn",
          targets: [{ id: "unit", filter: { type: "unit", controller: "enemy" } }],
          effects: [{ op: "might", what: { target: "unit" }, amount: -2, duration: "turn" }],
        },
      ],
    },
  ],
});
