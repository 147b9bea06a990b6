import { wowCard } from "../types.js";

/**
 * Heroic Presence (TDP-130): Ability, 3: an ongoing ability with a payment power (CR 7.4 701). "Draenei Hero Required"
 * is a deck restriction (100.2b, decks.ts). "Allies in your party have +1 ATK this turn" names the allies there as it
 * resolves, as Rally the Troops does. seriallos and mikechambers agree; remariano138 has no text for it.
 */
export default wowCard({
  id: "TDP-130",
  name: "Heroic Presence",
  text: "Draenei Hero Required <p> Ongoing: 2 -> Allies in your party have +1 ATK this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 2 },
      targets: [],
      effects: [{ op: "atk-this-turn", what: "each-ally-in-your-party", amount: 1 }],
    },
  ],
});
