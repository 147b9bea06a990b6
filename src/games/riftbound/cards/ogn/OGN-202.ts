import { defineCard } from "../types.js";

/** Jinx, Rebel — Unit (Champion), Chaos, 5 Energy + 1 Chaos Power. */
export default defineCard({
  code: "OGN-202",
  name: "Jinx, Rebel",
  text: "When you discard one or more cards, ready me and give me +1 :rb_might: this turn.",
  abilities: [],
  unsupported:
    "no trigger event for 'When you discard one or more cards': needs a TriggerEvent fired once per discard (instruction or cost, 598) for the discarding player's board objects, whatever the number of cards",
});
