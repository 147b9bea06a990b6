/** Smash with Obelisk (attack, neos, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "2kkvoqk1l7",
  name: "Smash with Obelisk",
  text: "As an additional cost to activate this card, sacrifice a domain you control.\n\nSmash with Obelisk gets +X POWER where X is the reserve cost of the sacrificed domain.",
  abilities: [{ kind: "additionalCost", cost: { kind: "sacrificeDomain" } }],
});
