import { wowCard } from "../types.js";

/** Diplomacy (TDP-128): Ability, 3 (Alliance). "Human Hero Required" is a deck restriction (100.2b, decks.ts). */
export default wowCard({
  id: "TDP-128",
  name: "Diplomacy",
  text: "Human Hero Required <p> Ongoing: You pay 1 less to play allies, to a minimum of 1.",
  powers: [{ kind: "cost-reduction", cardType: "Ally", amount: 1, minimum: 1 }],
});
