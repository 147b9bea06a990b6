import { wowCard } from "../types.js";

/**
 * Augustus Corpsemonger (HoA-177): Alliance Ally, Human Warlock, 5, 3 shadow ATK, 4 health. The sources agree on
 * the stats and text (mikechambers and remariano138 write [Exhaust] as "[Activate]"); seriallos kept.
 */
export default wowCard({
  id: "HoA-177",
  name: "Augustus Corpsemonger",
  text: "[Exhaust], Remove three ally cards in your graveyard from the game -> Destroy target ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true, removeFromGraveyard: { count: 3, type: "Ally" } },
      targets: [{ select: "ally" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
