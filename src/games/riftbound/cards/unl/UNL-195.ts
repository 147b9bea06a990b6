import { defineCard } from "../types.js";

/**
 * Green Father — Legend (Ivern), Calm/Order. "Replace that battlefield with a Brush battlefield token" (CR 1.4 438,
 * 187.8): the conquered or held battlefield goes to banishment as replaced and a Brush token (UNL-T03) takes its
 * place with its units, controller and this turn's scores (438.1.a); Brush can swap it back when scored.
 */
export default defineCard({
  code: "UNL-195",
  name: "Green Father",
  text: "When you conquer or hold, you may exhaust me to replace that battlefield with a Brush battlefield token. (Bird, Cat, Dog, Poro, and Ivern units have +1 :rb_might: in Brush. It can be swapped back when scored.)",
  abilities: [
    {
      kind: "triggered",
      on: ["conquered", "held"],
      filter: { player: "you" },
      effects: [
        {
          op: "may",
          prompt: "Exhaust Green Father to replace that battlefield with a Brush battlefield token?",
          cost: { exhaustSelf: true },
          then: [{ op: "replaceBattlefield", at: "eventBattlefield", with: { token: "UNL-T03" } }],
        },
      ],
    },
  ],
});
