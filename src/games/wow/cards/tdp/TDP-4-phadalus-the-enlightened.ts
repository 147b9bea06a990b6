import { wowCard } from "../types.js";

/** Phadalus the Enlightened (TDP-4): Hero, Shaman (Restoration), 28 health. */
export default wowCard({
  id: "TDP-4",
  name: "Phadalus the Enlightened",
  text: "3, Flip Phadalus -> Put a Totem card from your graveyard into your hand. Use only on your turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 3, flip: true },
      yourTurn: true,
      targets: [],
      effects: [{ op: "graveyard-to-hand", what: { tag: "Totem" } }],
    },
  ],
});
