import { wowCard } from "../types.js";

/** Wyneth Harridan (HoA-224): Alliance Ally, Human, 4, 2/4. */
export default wowCard({
  id: "HoA-224",
  name: "Wyneth Harridan",
  text: "Protector <p> 3, [Exhaust] -> Destroy target Undead ally.",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    {
      kind: "payment",
      cost: { resources: 3, exhaustSelf: true },
      targets: [{ select: "undead-ally" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
