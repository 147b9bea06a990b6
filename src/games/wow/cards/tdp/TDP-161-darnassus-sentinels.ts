import { wowCard } from "../types.js";

/**
 * Darnassus Sentinels (TDP-161): Alliance Ally, Night Elf Warrior, Unlimited (100.4), 2, 1 melee / 2 health. seriallos
 * and mikechambers agree; remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-161",
  name: "Darnassus Sentinels",
  text: "When Darnassus Sentinels enters play, you may pay 1. If you do, put a card named Darnassus Sentinels from your graveyard into your hand.",
  powers: [
    {
      kind: "enters",
      targets: [],
      effects: [{ op: "may-pay", amount: 1, then: { op: "graveyard-to-hand", what: { namedSelf: true } } }],
    },
  ],
});
