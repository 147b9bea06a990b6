import { defineCard } from "../types.js";

/** Cruel Patron — Unit, Order, 4 Energy. */
export default defineCard({
  code: "OGN-208",
  name: "Cruel Patron",
  text: "As an additional cost to play me, kill a friendly unit.",
  abilities: [{ kind: "passive", passive: { kind: "additionalCost", cost: "killFriendly" } }],
});
