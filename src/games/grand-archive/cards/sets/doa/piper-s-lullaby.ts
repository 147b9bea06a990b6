/** Piper's Lullaby (action, water, reserve 1; Melody). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "raG5r85ieO",
  name: "Piper's Lullaby",
  text: "If you control an Animal or Beast ally, your champion gets +1 level until end of turn.\n\n[Class Bonus] Rest up to one target ally. (Apply this effect only if your champion's class matches this card's class.)",
  abilities: [
    {
      kind: "effect",
      effects: [
        {
          op: "if",
          condition: { kind: "youControl", filter: { type: "ally", controller: "you", subtypes: ["ANIMAL", "BEAST"] } },
          then: [{ op: "championLevelGet", amount: 1 }],
        },
      ],
    },
    {
      kind: "effect",
      effects: [{ op: "rest", target: { kind: "target", filter: { type: "ally" }, upTo: true } }],
      condition: { kind: "classBonus" },
    },
  ],
});
