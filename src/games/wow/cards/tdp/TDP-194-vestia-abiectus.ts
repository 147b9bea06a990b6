import { wowCard } from "../types.js";

/**
 * Vestia Abiectus (TDP-194): Alliance Ally, Night Elf Priest, 3, 2 holy / 3 health. "An ability you control" is an
 * ability card in play its controller controls (ongoing or attached, 001 306.2c), picked as the trigger resolves (not
 * targeted; CR 7.4 709.2b; "you may": an empty pick). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "TDP-194",
  name: "Vestia Abiectus",
  text: "When Vestia Abiectus deals combat damage, you may put an ability you control into its owner's hand.",
  powers: [
    {
      kind: "trigger",
      on: "deals-combat-damage",
      targets: [],
      effects: [{ op: "may-pick-own", from: "ability-in-play" }],
    },
  ],
});
