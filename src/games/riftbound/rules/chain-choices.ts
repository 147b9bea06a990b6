/**
 * Spells and abilities on the chain by what they choose (559.3, CR 1.4 601): "an enemy spell or ability that chooses
 * a friendly unit or gear" (Not So Fast), "that chooses it and no other friendly unit" (Repulse), "being chosen by an
 * enemy Fury spell" (Decree of Focus). A choice counts while the object chosen is still that object — on the board or
 * on the chain, legal or not (Repulse FAQ: the "arrow" stays while the object exists; 359.3.e.3, 563.2.c.4).
 *
 * A spell on the chain is named by its card's object id (as "counter a spell" always was); an ability by its chain
 * item id (`c…`), which names no object.
 */
import type { Seat } from "../../../engine/index.js";
import type { ChainChooser, ChainItemSpec, ObjFilter } from "../cards/types.js";
import type { ChainItem, RbState } from "./state.js";
import { objAt } from "./objects.js";
import { isFriendly, nameOf, stat } from "./util.js";

/** The chain item a chain choice names: a spell's card object id, or an ability's chain item id. */
export function chainItemOf(s: RbState, id: string): ChainItem | undefined {
  return s.chain.find((c) => (c.kind === "card" ? c.object === id : c.id === id));
}

/** The id a chain choice uses for this item (the card for a spell, the item for an ability). */
export function chainChoiceId(item: ChainItem): string {
  return item.kind === "card" ? item.object : item.id;
}

/** Is this a chain item id (an ability on the chain), which names no object? */
export function isChainItemId(s: RbState, id: string): boolean {
  return id.startsWith("c") && s.chain.some((c) => c.kind !== "card" && c.id === id);
}

/** The objects a chain item chooses now: its choices whose object is still the one chosen (563.2.c.4). */
export function chosenBy(s: RbState, item: ChainItem): string[] {
  const out: string[] = [];
  for (const refs of Object.values(item.targets))
    for (const r of refs) if (objAt(s, r.id)?.incarnation === r.incarnation && !out.includes(r.id)) out.push(r.id);
  return out;
}

/** Is the chain item a spell or an ability like this, seen from `viewer` (CR 1.4 601; 740.1 "enemy"). */
export function chooserIs(s: RbState, item: ChainItem, c: ChainChooser, viewer: Seat): boolean {
  const spell = item.kind === "card" && stat(s, item.object).type === "Spell";
  if (item.kind === "card" && !spell) return false; // a permanent on the chain is neither
  if (c.kind === "spell" && !spell) return false;
  if (c.kind === "ability" && spell) return false;
  if (c.controller === "enemy" && isFriendly(s, viewer, item.controller)) return false;
  if (c.controller === "friendly" && !isFriendly(s, viewer, item.controller)) return false;
  return !c.domain || (spell && stat(s, item.object).domains.includes(c.domain));
}

/** "Being chosen by …": does a spell or ability on the chain like `c` choose object `id` now (559.3). */
export function beingChosenBy(s: RbState, id: string, c: ChainChooser, viewer: Seat): boolean {
  return s.chain.some((item) => chooserIs(s, item, c, viewer) && chosenBy(s, item).includes(id));
}

/**
 * The spells and abilities on the chain a `chainItem` choice may name for `viewer` playing `source` (not itself), as
 * far as they can be judged without the other choices; `match` checks an object against a filter (the selectors').
 */
export function chainCandidates(
  s: RbState,
  spec: ChainItemSpec,
  viewer: Seat,
  source: string | null,
  match: (id: string, f: ObjFilter) => boolean,
): string[] {
  return s.chain
    .filter((item) => item.object !== source || item.kind !== "card")
    .filter((item) => chooserIs(s, item, spec, viewer))
    .filter((item) => !spec.chooses || chosenBy(s, item).some((id) => match(id, spec.chooses!)))
    .map(chainChoiceId);
}

/**
 * The choices that depend on earlier ones (`choosesTarget`, `noOther`): the item chooses the object chosen for that
 * spec, and none of its other choices matches `noOther` ("it and no other friendly unit").
 */
export function chainChoiceOk(
  s: RbState,
  spec: ChainItemSpec,
  id: string,
  earlier: Readonly<Record<string, readonly string[]>>,
  match: (id: string, f: ObjFilter) => boolean,
): boolean {
  const item = chainItemOf(s, id);
  if (!item) return false;
  const chosen = chosenBy(s, item);
  const it = spec.choosesTarget !== undefined ? (earlier[spec.choosesTarget] ?? []) : [];
  if (spec.choosesTarget !== undefined && !it.some((x) => chosen.includes(x))) return false;
  return !spec.noOther || !chosen.some((x) => !it.includes(x) && match(x, spec.noOther!));
}

/** A label for a chain choice: the spell's card, or "<source>'s ability" (views, prompts). */
export function chainChoiceLabel(s: RbState, id: string): string {
  const item = chainItemOf(s, id);
  if (!item) return id;
  const name = objAt(s, item.object) ? nameOf(s, item.object) : "?";
  return item.kind === "card"
    ? `${name} (P${item.controller + 1}) on the chain`
    : `${name}'s ability (P${item.controller + 1}) on the chain`;
}
