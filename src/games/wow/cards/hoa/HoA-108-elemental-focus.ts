import { wowCard } from "../types.js";

/** Elemental Focus (HoA-108): Ability (Elemental, Talent), 2, Shaman (Elemental Hero Required: a deck restriction, 100.2b; ongoing). */
export default wowCard({
  id: "HoA-108",
  name: "Elemental Focus",
  text: "Elemental Hero Required <p> Ongoing: You pay 1 less to play Elemental abilities, to a minimum of 1.",
  powers: [{ kind: "cost-reduction", cardType: "Ability", tag: "Elemental", amount: 1, minimum: 1 }],
});
