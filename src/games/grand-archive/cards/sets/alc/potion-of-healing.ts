/** Potion of Healing (item, norm, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "qtb31x97n2",
  name: "Potion of Healing",
  text: "Brew — Two Herbs (You may sacrifice the listed objects rather than pay this card's reserve cost.) \n\nSacrifice Potion of Healing: Recover 5. (To recover, remove that many damage counters from your champion.)",
  abilities: [
    { kind: "brew", recipe: [{ count: 2, subtype: "HERB" }] },
    { kind: "activated", costs: [{ kind: "sacrificeSelf" }], effects: [{ op: "recover", amount: 5 }] },
  ],
});
