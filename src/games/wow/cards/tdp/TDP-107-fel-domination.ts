import { wowCard } from "../types.js";

/**
 * Fel Domination (TDP-107): Ability (Demonology, Talent), 2, Warlock (Demonology Hero Required, 100.2b): an ongoing
 * ability gaining a dominate counter each start of your turn (rules/counters.ts); destroying it as the cost reads its
 * counters as X (last known information, CR 7.4 709.2d). "You may" is asked as the power resolves, only when a Pet in
 * hand qualifies. The sources agree.
 */
export default wowCard({
  id: "TDP-107",
  name: "Fel Domination",
  text: "Demonology Hero Required <p> Ongoing: At the start of your turn, put a dominate counter on Fel Domination. <p> Destroy Fel Domination -> You may put a Pet card from your hand into play if its cost is less than or equal to the number of dominate counters on Fel Domination.",
  powers: [
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [{ op: "put-counters", count: 1, counter: "dominate" }],
    },
    {
      kind: "payment",
      cost: { resources: 0, destroySelf: true, countersAreX: true },
      targets: [],
      effects: [{ op: "may", then: [{ op: "hand-ally-to-play-cost-up-to-x", tag: "Pet" }] }],
    },
  ],
});
