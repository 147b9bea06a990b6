import {
  askEffects,
  type EffectOf,
  resolveRef,
  suspend,
  takeAnswer,
  type VerbContext,
  type VerbResult,
} from "../effect-context.js";
import { emit, nameOf } from "../util.js";
import { obj } from "../objects.js";
import { place } from "../zones.js";

/**
 * "Its owner places it on the top or bottom of their Main Deck" (107.1, 109): the owner of the first referenced
 * object answers top or bottom, then it is put there (leaving the board, a token ceases to exist, 177.1). Not a
 * recycle (594): nothing that watches recycling sees it.
 */
export function toMainDeckVerb(ctx: VerbContext, e: EffectOf<"toMainDeck">): VerbResult {
  const { s, task, out } = ctx;
  const id = resolveRef(ctx, e.what)[0];
  if (!id) return "next";
  const owner = obj(s, id).owner;
  const ans = takeAnswer(task);
  if (!ans) {
    const options = [
      { id: "top", label: "Top of the Main Deck" },
      { id: "bottom", label: "Bottom of the Main Deck" },
    ];
    const prompt = `Where do you place ${nameOf(s, id)}?`;
    askEffects(ctx, { kind: "option", prompt, options, count: 1, seat: owner });
    return suspend(task, { op: "toMainDeck" });
  }
  const bottom = ans[0] === "bottom";
  const name = nameOf(s, id);
  const fromHand = obj(s, id).zone === "hand"; // a card from a hand stays private (its owner sees it)
  place(s, id, { zone: "mainDeck", ...(bottom ? { bottom: true } : {}) });
  const where = bottom ? "bottom" : "top";
  emit(s, out, {
    kind: "effect",
    seat: owner,
    ...(fromHand ? {} : { object: id, card: name }),
    text: `P${owner + 1} places ${name} on the ${where} of their Main Deck.`,
    ...(fromHand
      ? {
          visibleTo: [owner],
          publicText: `P${owner + 1} places a card from their hand on the ${where} of their Main Deck.`,
        }
      : {}),
  });
  return "next";
}
