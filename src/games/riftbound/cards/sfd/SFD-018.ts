import { defineCard } from "../types.js";

/** Void Hatchling — Unit. Unsupported: needs a replacement of every reveal from a deck (look at the top card first, may recycle it, then reveal): no reveal-modifying replacement exists. */
export default defineCard({
  code: "SFD-018",
  name: "Void Hatchling",
  text: "If you would reveal cards from a deck, look at the top card first. You may recycle it. Then reveal those cards.",
  abilities: [],
  unsupported:
    "Needs a replacement of every reveal from a deck (look at the top card first, may recycle it, then reveal): no reveal-modifying replacement exists",
});
