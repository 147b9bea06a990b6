import { wowCard } from "../types.js";

/** Fire Nova Totem (TDP-93): Ability (Elemental, Fire Totem (1)), 1, Shaman, 1 health: a Totem (001 306.3a). */
export default wowCard({
  id: "TDP-93",
  name: "Fire Nova Totem",
  text: "Totem (Can be attacked or targeted like an ally.) <p> Ongoing: At the start of your turn, destroy Fire Nova Totem. If you do, it deals 3 fire damage to each opposing hero and ally.",
  powers: [
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [
        {
          op: "destroy-self-then",
          then: [{ op: "damage", amount: 3, type: "fire", to: "each-opposing-character", by: "self" }],
        },
      ],
    },
  ],
});
