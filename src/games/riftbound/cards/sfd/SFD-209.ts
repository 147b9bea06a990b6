import { defineCard } from "../types.js";

/** Forgotten Monument — Battlefield. Unsupported: needs per-player turn counts ("until their third turn"), owned by another helper, and a scoring prohibition at this battlefield. */
export default defineCard({
  code: "SFD-209",
  name: "Forgotten Monument",
  text: "Players can't score here until their third turn.",
  abilities: [],
  unsupported:
    'Needs per-player turn counts ("until their third turn"), owned by another helper, and a scoring prohibition at this battlefield',
});
