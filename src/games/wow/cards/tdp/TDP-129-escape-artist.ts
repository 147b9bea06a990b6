import { wowCard } from "../types.js";

/** Escape Artist (TDP-129): Instant Ability, 1. "Gnome Hero Required" is a deck restriction (100.2b, decks.ts). */
export default wowCard({
  id: "TDP-129",
  name: "Escape Artist",
  text: "Gnome Hero Required <p> Choose one: Interrupt target ability card that's targeting your hero <p> or if your hero is defending, remove all attackers from combat.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "ability-card-on-chain-targeting-your-hero", mode: 0 }],
      effects: [],
      modes: [
        {
          label: "Interrupt target ability card that's targeting your hero",
          effects: [{ op: "interrupt", what: { target: 0 } }],
        },
        {
          label: "If your hero is defending, remove all attackers from combat",
          effects: [{ op: "remove-attackers-if-your-hero-defends" }],
        },
      ],
    },
  ],
});
