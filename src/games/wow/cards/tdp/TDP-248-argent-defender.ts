import { wowCard } from "../types.js";

/**
 * Argent Defender (TDP-248): Equipment (Armor, Shield, Off-Hand (1)), 3, DEF 2. "Becomes exhausted" is a ready card
 * exhausting: used as armor (304.2), as a cost (Shield Bash's alternate cost, an equipment exhausted to complete a
 * quest) or by an instruction (CR 7.4 411.1, 703.1; rules/becomes-exhausted.ts). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "TDP-248",
  name: "Argent Defender",
  text: "When Argent Defender becomes exhausted, you may remove target card in a graveyard from the game.",
  powers: [
    {
      kind: "trigger",
      on: "becomes-exhausted",
      optional: true,
      targets: [{ select: "card-in-any-graveyard" }],
      effects: [{ op: "remove", what: { target: 0 } }],
    },
  ],
});
