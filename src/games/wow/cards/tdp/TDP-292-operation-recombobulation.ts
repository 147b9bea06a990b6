import { wowCard } from "../types.js";

/**
 * Operation Recombobulation (TDP-292): Alliance Quest. The reward is a "this turn" triggered modifier (CR 7.4
 * 715.1); "you may" is the choice of up to one ally card (none declines it).
 */
export default wowCard({
  id: "TDP-292",
  name: "Operation Recombobulation",
  text: "Gnome Hero Required <p> Pay 4 to complete this quest. <p> Reward: When an opposing non-token ally is destroyed this turn, you may put an ally card from your graveyard into your hand.",
  powers: [
    {
      kind: "reward",
      cost: 4,
      targets: [],
      effects: [{ op: "this-turn-trigger", event: "opposing-non-token-ally-destroyed", power: 1 }],
    },
    {
      kind: "trigger",
      on: "delayed",
      targets: [],
      effects: [{ op: "graveyard-to-hand", what: { cardType: "Ally" }, count: { upTo: 1 } }],
    },
  ],
});
