/** Cosmic Astroscope (regalia/item, astra, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "qj5bbae3z4",
  name: "Cosmic Astroscope",
  text: "[Class Bonus] If an opponent would glimpse X, you may have that player glimpse 3 instead.\n\nREST: Glimpse 3. (To glimpse, look at that many cards from the top of your deck. Put those cards back on the top or on the bottom of your deck in any order.)",
  abilities: [
    { kind: "opponentGlimpsesInstead", amount: 3, condition: { kind: "classBonus" } },
    { kind: "activated", costs: [{ kind: "restSelf" }], effects: [{ op: "glimpse", amount: 3 }] },
  ],
});
