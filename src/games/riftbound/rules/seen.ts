/**
 * Cards seen on top of a Main Deck (CR 1.4 424 look, 600 reveal: "reveal" means every player may look, Origins FAQ)
 * and the abilities that apply as they are seen: Nocturne, Horrifying's errata "As you look at or reveal me from the
 * top of your deck, you may banish me. If you do, you may play me for [A]" (OFAQ-37: not a trigger; banishment is the
 * holding zone). Every verb that looks at or reveals cards on top of a deck (`lookAt`, `reveal`, Vision's
 * `lookTopRecycle`) passes them through `offerSeen` before it goes on; a banished card is no longer among the cards
 * seen, so the rest of the instruction ignores it (OFAQ-39), and its play is finished after the current resolution
 * (OFAQ-38: a pending item, finalised once the resolving spell or ability is done).
 */
import type { MayCost } from "../cards/types.js";
import { cardScript } from "../cards/registry.js";
import { askEffects, takeAnswer, type VerbContext } from "./effect-context.js";
import type { ChainItemSnapshot, Task } from "./state.js";
import { emit, nameOf } from "./util.js";
import { obj, objAt } from "./objects.js";
import { place } from "./zones.js";
import type { SeenOffer } from "./verbs/suspension.js";

export type { SeenOffer } from "./verbs/suspension.js";

/** The `asSeenFromDeck` ability of a card, if it has one: its index and the cost it is played for. */
function asSeen(code: string): { index: number; playFor: MayCost } | undefined {
  const abilities = cardScript(code)?.abilities ?? [];
  const index = abilities.findIndex((a) => a.kind === "passive" && a.passive.kind === "asSeenFromDeck");
  const a = abilities[index];
  return a?.kind === "passive" && a.passive.kind === "asSeenFromDeck"
    ? { index, playFor: a.passive.playFor }
    : undefined;
}

/** A fresh offer of the cards just seen (`found`: the card a "reveal until" stopped at). */
export function seenOffer(cards: readonly string[], found?: string): SeenOffer {
  return { cards, offered: [], ...(found !== undefined ? { found } : {}) };
}

/**
 * Offers each card seen that has an `asSeenFromDeck` ability to its owner, the player looking at or revealing the
 * top of their own deck ("your deck"; with Blind Fury each opponent reveals theirs),
 * one card at a time: banish it and play it, banish it only, or leave it. Returns the next state to keep in the
 * verb's suspension after asking (`ask`), or the cards still seen on top of the deck once every one was offered.
 */
export function offerSeen(ctx: VerbContext, st: SeenOffer): { ask: SeenOffer } | { remaining: string[] } {
  const { s, task } = ctx;
  let offered = st.offered;
  if (st.asking !== undefined) {
    const pick = takeAnswer(task)?.[0];
    if (pick === "play" || pick === "banish") banishSeen(ctx, st.asking, pick === "play");
    offered = [...offered, st.asking];
  }
  for (const id of st.cards) {
    if (offered.includes(id)) continue;
    const o = objAt(s, id);
    // "Your deck": the card's owner is the player looking at or revealing it (Blind Fury: each opponent reveals).
    const ability = o && o.zone === "mainDeck" ? asSeen(o.code) : undefined;
    if (!o || !ability) continue;
    const name = nameOf(s, id);
    const cost = ability.playFor.power ? `${ability.playFor.power} Power of any domain` : "its alternative cost";
    askEffects(ctx, {
      kind: "option",
      prompt: `You see ${name} on top of your Main Deck. You may banish it; if you do, you may play it for ${cost}.`,
      options: [
        { id: "play", label: `Banish ${name} and play it for ${cost}` },
        { id: "banish", label: `Banish ${name} without playing it` },
        { id: "no", label: `Leave ${name} where it is` },
      ],
      count: 1,
      seat: o.owner,
    });
    return { ask: { ...st, offered, asking: id } };
  }
  return { remaining: st.cards.filter((id) => obj(s, id).zone === "mainDeck") };
}

/**
 * Banishes a seen card (603; public from now on) and, if its owner chose to play it, queues that play to be finished
 * after the current resolution (OFAQ-38): an effects task just below the resolving one, after any queued earlier.
 */
function banishSeen(ctx: VerbContext, id: string, play: boolean): void {
  const { s, task, out } = ctx;
  const me = obj(s, id).owner; // he is played by his owner, who saw him (OFAQ-38)
  const name = nameOf(s, id);
  place(s, id, { zone: "banishment" });
  emit(s, out, {
    kind: "banish",
    seat: me,
    object: id,
    card: name,
    text: `${name} is banished from the top of P${me + 1}'s Main Deck.`,
  });
  const ability = asSeen(obj(s, id).code);
  if (!play || !ability) return;
  const item: ChainItemSnapshot = {
    id: `s${s.nextId++}`,
    kind: "triggered",
    controller: me,
    object: id,
    ability: ability.index,
    targets: {},
    eventData: { seenPlay: true },
  };
  let at = s.tasks.lastIndexOf(task);
  while (at > 0 && isSeenPlay(s.tasks[at - 1]!)) at--; // earlier banished cards are played first
  s.tasks.splice(at, 0, {
    t: "effects",
    item,
    effects: [{ op: "play", what: { self: true }, instead: ability.playFor }],
    pc: 0,
    vars: {},
  });
}

function isSeenPlay(t: Task): boolean {
  return t.t === "effects" && t.item.eventData?.seenPlay === true;
}
