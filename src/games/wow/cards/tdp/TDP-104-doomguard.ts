import { wowCard } from "../types.js";

/**
 * Doomguard (TDP-104): Ally (Pet (1), Doomguard), 7, Warlock, 8 ATK / 8 health. The random character is chosen with the
 * state's seeded RNG as the trigger resolves (rules/random-destroy.ts; a destroyed hero loses, 102.1a). The sources
 * agree.
 */
export default wowCard({
  id: "TDP-104",
  name: "Doomguard",
  text: "When Doomguard enters play, choose at random a friendly hero or ally other than Doomguard, then destroy that character. <p> At the end of your turn, destroy target opposing ally.",
  powers: [
    { kind: "enters", targets: [], effects: [{ op: "destroy-random-friendly-other" }] },
    {
      kind: "trigger",
      on: "your-turn-end",
      targets: [{ select: "opposing-ally" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
