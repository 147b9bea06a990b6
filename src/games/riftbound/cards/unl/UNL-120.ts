import { defineCard } from "../types.js";

/**
 * Rengar, Trophy Hunter — Unit (Champion), Body, 5 Energy + 1 Body. [Ambush] is printed (CR 1.4 822). Errata
 * (Unleashed errata): "I can Ambush to a battlefield where there are enemy units, even if you don't have units
 * there" — the Ambush permission and its Reaction also reach such a battlefield (`ambushTo`).
 */
export default defineCard({
  code: "UNL-120",
  name: "Rengar, Trophy Hunter",
  text: "[Ambush] (You may play me as a [Reaction] to a battlefield where you have units.)\nI can be played to a battlefield where there are enemy units (even if you don't have units there).",
  errata: {
    text: "[Ambush] (You may play me as a [Reaction] to a battlefield where you have units.)\nI can Ambush to a battlefield where there are enemy units, even if you don't have units there.",
    source: "Unleashed errata (faq/riftboundoc-errata.json, jungaustin-errata.json)",
  },
  abilities: [{ kind: "passive", passive: { kind: "ambushTo", where: "enemyUnits" } }],
});
