import { wowCard } from "../types.js";

/**
 * Evocation (TDP-50): Ability (Arcane), 1, Mage: an ongoing ability with a payment power; any card leaving its
 * controller's hand (played, placed as a resource, discarded) triggers its destruction. Evocation itself leaves the hand
 * before it is in play, so playing it doesn't. The sources agree.
 */
export default wowCard({
  id: "TDP-50",
  name: "Evocation",
  text: "Ongoing: 2 -> Draw a card. <p> When a card leaves your hand, destroy Evocation.",
  powers: [
    { kind: "payment", cost: { resources: 2 }, targets: [], effects: [{ op: "draw", amount: 1, who: "you" }] },
    { kind: "trigger", on: "card-leaves-your-hand", targets: [], effects: [{ op: "destroy", what: "self" }] },
  ],
});
