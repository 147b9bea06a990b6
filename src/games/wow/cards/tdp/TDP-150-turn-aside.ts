import { wowCard } from "../types.js";

/**
 * Turn Aside (TDP-150): Ability, 3. A prevention modifier on the target ally until the wrap-up step (001 407, 503.2a;
 * rules/combat-prevention.ts): its combat packets are prevented, the combat damage dealt to it is not. The sources
 * agree (an instant ability).
 */
export default wowCard({
  id: "TDP-150",
  name: "Turn Aside",
  text: "Prevent all combat damage that would be dealt by target ally this turn.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "ally" }],
      effects: [{ op: "prevent-combat-damage-by-this-turn", what: { target: 0 } }],
    },
  ],
});
