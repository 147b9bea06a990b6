import { defineCard } from "../types.js";

/** Angle Shot — Spell. Unsupported: needs a choice of a unit and an Equipment with the same controller, then a choice between attaching and detaching it (a paired target constraint the target specs lack). */
export default defineCard({
  code: "SFD-011",
  name: "Angle Shot",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a unit and an Equipment with the same controller. Attach that Equipment to that unit or detach that Equipment from that unit. Draw 1.",
  abilities: [],
  unsupported:
    "Needs a choice of a unit and an Equipment with the same controller, then a choice between attaching and detaching it (a paired target constraint the target specs lack)",
});
