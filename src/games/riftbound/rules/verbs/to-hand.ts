import { type EffectOf, resolveRef, type VerbContext, type VerbResult } from "../effect-context.js";
import { emit, nameOf } from "../util.js";
import { obj } from "../objects.js";
import { place } from "../zones.js";
import { drawCard } from "../game-actions.js";

/**
 * "Put … into your hand" (from the trash, banishment, the Champion Zone, the board or cards looked at in the Main
 * Deck): a zone change, not a move (609.2). A card already in a hand or on the chain is left alone (563.2.c: it left
 * the zone the text names).
 */
export function toHandVerb(ctx: VerbContext, e: EffectOf<"toHand">): VerbResult {
  const { s, out, me } = ctx;
  for (const id of resolveRef(ctx, e.what)) {
    const z = obj(s, id).zone;
    const from = ["trash", "banishment", "champion", "base", "battlefield", "mainDeck"];
    if (!from.includes(z)) continue; // 563.2.c
    const name = nameOf(s, id);
    if (e.draw && z === "mainDeck") {
      drawCard(s, obj(s, id).owner, id, out); // 591: "draw it" — a draw from its owner's Main Deck
      continue;
    }
    place(s, id, { zone: "hand" });
    emit(s, out, {
      kind: "toHand",
      seat: me,
      object: id,
      card: name,
      text: `P${me + 1} puts ${name} into their hand.`,
    });
  }
  return "next";
}
