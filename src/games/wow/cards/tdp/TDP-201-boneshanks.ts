import { wowCard } from "../types.js";

/** Boneshanks (TDP-201): Horde Ally, Undead, 3, 3 ATK / 2 health. */
export default wowCard({
  id: "TDP-201",
  name: "Boneshanks",
  text: "When Boneshanks is destroyed, destroy target ally.",
  powers: [
    {
      kind: "trigger",
      on: "destroyed",
      targets: [{ select: "ally" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
