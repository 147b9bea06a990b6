import { wowCard } from "../types.js";

/**
 * Earth Elemental Totem (TDP-92): Instant Ability (Earth Totem (1), Enhancement), 2, Shaman, 1 health: a Totem (001
 * 306.3a) whose text puts a 2/2 Protector ally token into play as it resolves (CR 7.4 404.2; cards/tokens.ts), then it
 * enters play (an ongoing ability with no further power). seriallos and remariano138 give the Totem 1 health,
 * mikechambers 0: seriallos kept, as for the other Totems.
 */
export default wowCard({
  id: "TDP-92",
  name: "Earth Elemental Totem",
  text: "Totem (Can be attacked or targeted like an ally.) <p> Put an Earth Elemental ally token with 2 ATK, 2 health, and protector into play. <p> Ongoing",
  powers: [{ kind: "play", targets: [], effects: [{ op: "put-token", token: "earth-elemental" }] }],
});
