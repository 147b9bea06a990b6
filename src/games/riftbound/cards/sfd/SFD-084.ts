import { defineCard } from "../types.js";

/** Jayce, Man of Progress — Unit. Unsupported: needs a play permission lasting the turn (play a gear with Energy cost up to 7 from hand ignoring its Energy cost) created by a trigger. */
export default defineCard({
  code: "SFD-084",
  name: "Jayce, Man of Progress",
  text: "When you play me, you may kill a friendly gear. If you do, you may play a gear with Energy cost no more than :rb_energy_7: from hand this turn, ignoring its Energy cost. (You must still pay its Power cost.)",
  abilities: [],
  unsupported:
    "Needs a play permission lasting the turn (play a gear with Energy cost up to 7 from hand ignoring its Energy cost) created by a trigger",
});
