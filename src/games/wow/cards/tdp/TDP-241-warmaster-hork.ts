import { wowCard } from "../types.js";

/** Warmaster Hork (TDP-241): Horde Ally, Orc Warrior, 7, 6 ATK melee / 5 health (Orc Hero Required: a deck restriction, 100.2b). */
export default wowCard({
  id: "TDP-241",
  name: "Warmaster Hork",
  text: "Orc Hero Required <p> Ferocity <p> 2 -> Warmaster Hork has +1 ATK this turn.",
  powers: [
    { kind: "keyword", keyword: "Ferocity" },
    {
      kind: "payment",
      cost: { resources: 2 },
      targets: [],
      effects: [{ op: "atk-this-turn", what: "self", amount: 1 }],
    },
  ],
});
