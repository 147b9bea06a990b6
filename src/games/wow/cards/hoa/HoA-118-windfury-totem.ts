import { wowCard } from "../types.js";

/** Windfury Totem (HoA-118): Instant Ability (Enhancement, Air Totem (1)), 4, Shaman, 1 health: a Totem (001 306.3a). */
export default wowCard({
  id: "HoA-118",
  name: "Windfury Totem",
  text: "Totem (Can be attacked or targeted like an ally.) <p> Ongoing: When each hero or ally in your party attacks for the first time each turn, you may pay 1. If you do, ready that character.",
  powers: [
    {
      kind: "trigger",
      on: "party-attacks-first-time",
      targets: [],
      effects: [{ op: "may-pay", amount: 1, then: { op: "ready", what: "subject" } }],
    },
  ],
});
