import { wowCard } from "../types.js";

/** Rally the Troops (HoA-166): Instant Ability, 3 (503.2a ends it). */
export default wowCard({
  id: "HoA-166",
  name: "Rally the Troops",
  text: "Allies in your party have +1 ATK this turn.",
  powers: [
    {
      kind: "play",
      targets: [],
      effects: [{ op: "atk-this-turn", what: "each-ally-in-your-party", amount: 1 }],
    },
  ],
});
