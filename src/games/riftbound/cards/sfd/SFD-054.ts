import { defineCard } from "../types.js";

/**
 * Jax, Unmatched — Unit (Champion), Calm, 5 Energy + 1 Calm, 5 Might. [Deflect] is printed (721). Errata (Spiritforged
 * FAQ): "Your Equipment everywhere have [Quick-Draw]" — a grant reaching the controller's Equipment in every zone
 * (713.3, CR 1.4 819.3): in hand they may be played with [Reaction] timing (819.1.b), and played they trigger "attach it
 * to a unit you control" (819.1.d; a printed Quick-Draw does not trigger twice, 819.2).
 */
export default defineCard({
  code: "SFD-054",
  name: "Jax, Unmatched",
  text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\nEach Equipment in your hand has [Quick-Draw]. (It gains [Reaction]. When you play it, attach it to a unit you control.)",
  errata: {
    text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\nYour Equipment everywhere have [Quick-Draw]. (Each gains [Reaction]. When you play it, attach it to a unit you control.)",
    source:
      'Spiritforged FAQ errata (faq/riftboundoc-errata.json); the printed text said "Each Equipment in your hand"',
  },
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "grant",
        to: { type: "gear", tag: "Equipment", controller: "friendly" },
        keywords: ["Quick-Draw"],
        zones: "everywhere",
      },
    },
  ],
});
