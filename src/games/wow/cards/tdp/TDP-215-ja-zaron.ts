import { wowCard } from "../types.js";

/** Ja'zaron (TDP-215): Horde Ally (Troll Shaman), 3, 2 melee / 3 health. */
export default wowCard({
  id: "TDP-215",
  name: "Ja'zaron",
  text: "Protector <p> At the start of your turn, Ja'zaron heals 1 damage from himself.",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [{ op: "heal", amount: 1, to: "self", by: "self" }],
    },
  ],
});
