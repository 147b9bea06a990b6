import { defineCard, type Effect } from "../types.js";

/** "You may exhaust me to ready up to 2 runes" (593.4.b: the controller picks which exhausted runes). */
const readyTwo: readonly Effect[] = [
  {
    op: "may",
    prompt: "Exhaust Curator of the Sands to ready up to 2 runes?",
    cost: { exhaustSelf: true },
    then: [{ op: "readyRunes", n: 2, upTo: true }],
  },
];

/**
 * Curator of the Sands — Legend (Nasus), Calm/Mind. "A unit, gear, or activated ability with Energy cost [7] or more"
 * reads the printed Energy cost (SFAQ-15): a unit or gear as it is played (its `played` event's subject), an ability
 * as it is activated (the `abilityActivated` event's `energy`, its printed Energy cost, 577). "You may exhaust me" is
 * asked on resolution, only while the legend is ready (CR 1.4 355.10).
 */
export default defineCard({
  code: "VEN-145",
  name: "Curator of the Sands",
  text: "When you play a unit, gear, or activated ability with Energy cost :rb_energy_7: or more, you may exhaust me to ready up to 2 runes.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", subject: { type: "unit", energy: { op: ">=", value: 7 } } },
      effects: readyTwo,
    },
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", subject: { type: "gear", energy: { op: ">=", value: 7 } } },
      effects: readyTwo,
    },
    {
      kind: "triggered",
      on: "abilityActivated",
      filter: { player: "you" },
      if: { compare: [{ eventData: "energy" }, { op: ">=", value: 7 }] },
      effects: readyTwo,
    },
  ],
});
