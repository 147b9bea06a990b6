import { wowCard } from "../types.js";

/** Cannibalize (TDP-136): Horde Ability, 2: cards chosen as it resolves (CR 7.4 709.2b), one healing packet (406). */
export default wowCard({
  id: "TDP-136",
  name: "Cannibalize",
  text: "Undead Hero Required <p> Remove any number of ally cards in graveyards from the game. Your hero heals 2 damage from itself for each card removed.",
  powers: [
    {
      kind: "play",
      targets: [],
      effects: [{ op: "remove-from-graveyards-any", cardType: "Ally", healYourHeroPerCard: 2 }],
    },
  ],
});
