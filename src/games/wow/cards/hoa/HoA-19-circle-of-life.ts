import { wowCard } from "../types.js";

/**
 * Circle of Life (HoA-19): Ability (Restoration), 8, Druid: an ongoing ability watching every ally's destruction (either
 * party, CR 7.4 703.1); the search is offered to the player who controlled the destroyed ally, only when his deck holds
 * an ally card of that name (rules/same-name-search.ts). The sources agree.
 */
export default wowCard({
  id: "HoA-19",
  name: "Circle of Life",
  text: "Ongoing: When an ally is destroyed, its controller may search his deck for an ally card with the same name and put it into play exhausted.",
  powers: [
    {
      kind: "trigger",
      on: "ally-destroyed",
      targets: [],
      effects: [{ op: "subject-controller-may-search-same-name-to-play" }],
    },
  ],
});
