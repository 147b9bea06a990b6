import { defineCard } from "../types.js";

/**
 * Lotus Trap — Spell, Fury, 2 Energy. [Hidden] and [Reaction] are printed. "Double all damage that would be dealt to
 * it this turn" is a created replacement about the chosen unit for the rest of the turn (571, CR 1.4 389-392): each
 * damage it would be dealt is dealt twice over (combat damage, spells and abilities alike, Bonus Damage included).
 * A prevention applies first (575: the order its controller would choose); two Lotus Traps make it four times.
 */
export default defineCard({
  code: "UNL-013",
  name: "Lotus Trap",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a unit. Double all damage that would be dealt to it this turn.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [
        {
          op: "createEffect",
          duration: "turn",
          effect: { kind: "replace", event: "damaged", with: "double" },
          about: { target: "unit" },
        },
      ],
    },
  ],
});
