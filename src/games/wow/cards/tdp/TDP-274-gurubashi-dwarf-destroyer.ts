import { wowCard } from "../types.js";

/** Gurubashi Dwarf Destroyer (TDP-274): Equipment (1H Weapon, Ranged (1), Gun), 4, 2 ranged ATK. */
export default wowCard({
  id: "TDP-274",
  name: "Gurubashi Dwarf Destroyer",
  text: "When you strike with Gurubashi Dwarf Destroyer, your hero has Long-Range this combat. <p> 2, Destroy Gurubashi Dwarf Destroyer -> Destroy target Dwarf ally.",
  powers: [
    {
      kind: "trigger",
      on: "strike-with-this",
      targets: [],
      effects: [{ op: "keyword-this-combat", what: "your-hero", keyword: "Long-Range" }],
    },
    {
      kind: "payment",
      cost: { resources: 2, destroySelf: true },
      targets: [{ select: "dwarf-ally" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
