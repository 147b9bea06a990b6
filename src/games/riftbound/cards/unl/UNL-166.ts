import { defineCard } from "../types.js";

/**
 * Stalking Wolf — Unit, Order, 4 Energy + 1 Power, 6 Might. [Ambush] is printed (CR 1.4 822). The mandatory
 * additional cost kills a Bird, Cat, Dog or Poro you control (560.2.a, named in `costCards` / `pay.kill`). "You may
 * play me to its battlefield (even if you don't have other units there)": that battlefield stays a legal destination
 * once the cost is paid (562.3) and as the Wolf resolves (passive `playTo: "killedForCost"`), an Ambush into a
 * showdown there included; the base and other battlefields stay open to it as usual.
 */
export default defineCard({
  code: "UNL-166",
  name: "Stalking Wolf",
  text: "[Ambush] (You may play me as a [Reaction] to a battlefield where you have units.)\nAs an additional cost to play me, kill a Bird, Cat, Dog, or Poro you control. You may play me to its battlefield (even if you don't have other units there).",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "additionalCost",
        cost: "killFriendly",
        filter: { anyOf: [{ tag: "Bird" }, { tag: "Cat" }, { tag: "Dog" }, { tag: "Poro" }] },
      },
    },
    { kind: "passive", passive: { kind: "playTo", to: "killedForCost" } },
  ],
});
