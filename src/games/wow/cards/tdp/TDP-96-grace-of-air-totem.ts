import { wowCard } from "../types.js";

/** Grace of Air Totem (TDP-96): Ability (Enhancement, Air Totem (1)), 2, Shaman, 1 health: a Totem (001 306.3a). */
export default wowCard({
  id: "TDP-96",
  name: "Grace of Air Totem",
  text: "Totem (Can be attacked or targeted like an ally.) <p> Ongoing: Opposing allies can't attack your heroes, allies, or Totems unless their controller pays 1 for each attacker.",
  powers: [{ kind: "attack-tax", amount: 1, totems: true }],
});
