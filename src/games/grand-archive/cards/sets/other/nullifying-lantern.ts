/** Nullifying Lantern (regalia item, norm, Cleric, Accessory): a card outside the starters. */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "urKxcUjz9a",
  name: "Nullifying Lantern",
  text: "Cards in graveyards are norm element. (They are not any other element.)",
  abilities: [{ kind: "setElement", zone: "graveyard", element: "NORM" }],
});
