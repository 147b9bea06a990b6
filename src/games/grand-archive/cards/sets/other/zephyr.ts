/** Zephyr (action, wind, reserve 2, fast): a card outside the starters (its set is not in the sources). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "idaRe7y3In",
  name: "Zephyr",
  text: "Suppress target ally or regalia. (To suppress an object, banish it and return it to the field under its owner's control at the beginning of the next end phase.)",
  abilities: [
    { kind: "effect", effects: [{ op: "suppress", target: { kind: "target", filter: { type: "allyOrRegalia" } } }] },
  ],
});
