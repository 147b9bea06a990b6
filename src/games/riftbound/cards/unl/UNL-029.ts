import { defineCard } from "../types.js";

/**
 * Red Brambleback — Unit, Fury, 4 Energy + 1 Fury, 4 Might, Accelerate (printed). "Your conquer effects for conquering
 * here trigger an additional time" (583): every conquer trigger its controller controls for a conquest of its
 * battlefield — its own "When I conquer" too, and Hunt — triggers once more. The unit is chosen as the trigger goes
 * on the chain (702).
 */
export default defineCard({
  code: "UNL-029",
  name: "Red Brambleback",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)\nYour conquer effects for conquering here trigger an additional time.\nWhen I conquer, [Buff] a friendly unit. (Give it a +1 :rb_might: buff if it doesn't have one.)",
  abilities: [
    { kind: "passive", passive: { kind: "rule", key: "scoreTriggerRepeat", event: "conquered", value: 1 } },
    {
      kind: "triggered",
      on: "conquered",
      filter: { player: "you", here: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "buff", what: { target: "unit" } }],
    },
  ],
});
