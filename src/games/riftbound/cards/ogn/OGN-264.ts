import { defineCard } from "../types.js";

/** Guerilla Warfare — Spell (Signature, Teemo), Mind/Chaos, 2 Energy + 1 Power. */
export default defineCard({
  code: "OGN-264",
  name: "Guerilla Warfare",
  text: "Return up to two cards with [Hidden] from your trash to your hand. You can hide cards ignoring costs this turn.",
  abilities: [
    {
      kind: "spell",
      // Only cards that have [Hidden] (OFAQ-93); chosen when played (559.3.d.3: "up to").
      targets: [{ id: "cards", filter: { at: "trash", keyword: "Hidden" }, count: 2, upTo: true }],
      effects: [
        { op: "toHand", what: { target: "cards" } },
        // Hiding still needs a battlefield you control and a free facedown slot (723, 106.4).
        {
          op: "createEffect",
          passive: { kind: "cost", applies: { action: "hide" }, mod: { ignore: "all" } },
          duration: "turn",
        },
      ],
    },
  ],
});
