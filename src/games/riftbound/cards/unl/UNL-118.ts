import { defineCard } from "../types.js";

/** Elder Dragon — Unit, Body, 12 Energy + 4 Body. Not yet run faithfully: refused at deck validation. */
export default defineCard({
  code: "UNL-118",
  name: "Elder Dragon",
  text: "Any amount of your damage is enough to kill enemy units.\nWhen you play me, choose up to one enemy unit at each location. Deal 1 to them.",
  unsupported: 'needs the rule "any amount of your damage is enough to kill enemy units" and one target per location',
  abilities: [],
});
