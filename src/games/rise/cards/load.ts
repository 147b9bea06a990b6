/**
 * Loading an organiser's card set (docs/rise.md "Card sets"): YAML or JSON text → a validated {@link CardSet}, or
 * every problem found, each with its path in the file, its line when the text is YAML/JSON, and what is wrong.
 * Beyond the schema: ids unique, the printed values each type needs (002 300-308), targets referred to exist, and
 * sample decks naming cards of the set.
 */
import { LineCounter, parseDocument, isNode } from "yaml";
import type { z } from "zod";
import { type Ability, type CardSet, CardSetSchema, type Effect, type RiseCard } from "./schema.js";

/** One problem of a card-set file. `path` like `cards[3].abilities[0].effects[1].amount`. */
export interface CardSetProblem {
  readonly path: string;
  readonly line?: number;
  readonly message: string;
}

/** The result of loading a set. */
export type CardSetResult = { ok: true; set: CardSet } | { ok: false; problems: CardSetProblem[] };

const pathText = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (acc, k) => (typeof k === "number" ? `${acc}[${k}]` : acc ? `${acc}.${String(k)}` : String(k)),
    "",
  ) || "(file)";

/**
 * Parses and validates a card-set text (YAML, of which JSON is a subset). `foreignIds` (card id → key of the other
 * set defining it: the server's other sets and the built-in ones) refuses a card id another set already uses,
 * since a match's card table is keyed by id (docs/rise.md "Card sets per server").
 */
export function loadCardSet(text: string, foreignIds?: ReadonlyMap<string, string>): CardSetResult {
  const lines = new LineCounter();
  const doc = parseDocument(text.replace(/^\uFEFF/, ""), { lineCounter: lines, uniqueKeys: true });
  if (doc.errors.length > 0)
    return {
      ok: false,
      problems: doc.errors.map((e) => ({
        path: "(file)",
        line: e.linePos?.[0]?.line,
        message: `not valid YAML/JSON: ${e.message.split("\n")[0]}`,
      })),
    };
  const lineOf = (path: readonly PropertyKey[]): number | undefined => {
    for (let n = path.length; n >= 0; n--) {
      const node = doc.getIn(path.slice(0, n) as (string | number)[], true);
      if (isNode(node) && node.range) return lines.linePos(node.range[0]).line;
    }
    return undefined;
  };
  const parsed = CardSetSchema.safeParse(doc.toJS());
  if (!parsed.success) return { ok: false, problems: issues(parsed.error.issues, lineOf) };
  const problems = [...semanticProblems(parsed.data), ...clashProblems(parsed.data, foreignIds)].map((p) => ({
    ...p,
    line: lineOf(p.keys),
  }));
  return problems.length
    ? { ok: false, problems: problems.map(({ keys: _k, ...p }) => p) }
    : { ok: true, set: parsed.data };
}

function issues(list: readonly z.core.$ZodIssue[], lineOf: (p: readonly PropertyKey[]) => number | undefined) {
  return list.slice(0, 50).map((i) => ({ path: pathText(i.path), line: lineOf(i.path), message: i.message }));
}

type Found = { path: string; keys: (string | number)[]; message: string };

/** What each card type must print (002 301.1, 302.1, 304.1, 305.1, 201.2). */
function printedProblems(c: RiseCard, at: (string | number)[]): Found[] {
  const out: Found[] = [];
  const need = (field: keyof RiseCard, why: string) => {
    if (c[field] === undefined) out.push({ path: pathText([...at, field]), keys: [...at, field], message: why });
  };
  const forbid = (field: keyof RiseCard, why: string) => {
    if (c[field] !== undefined) out.push({ path: pathText([...at, field]), keys: [...at, field], message: why });
  };
  if (c.type === "commander") {
    need("health", "a commander has health (002 301.1)");
    forbid("cost", "a commander has no play cost: it starts in play (002 101.1)");
  } else if (c.type === "command") forbid("cost", "a command shows no cost and costs 0 (002 201.2)");
  else need("cost", "this card type has a play cost (002 201.1)");
  if (c.type === "reinforcement" || c.type === "squad") {
    need("atk", "a reinforcement or squad has ATK (002 205.1)");
    need("health", "a reinforcement or squad has health (002 302.1, 304.1)");
  }
  if (c.type === "squad") need("armor", "a squad has an armor value (002 304.1)");
  if (c.type === "vehicle") {
    need("health", "a vehicle has health (002 303.1)");
    need("armor", "a vehicle has an armor value (002 303.1)");
    need("explosion", "a vehicle has explosion damage (002 303.1)");
    need("crewIcons", "a vehicle has crew icons (002 303.1b)");
    if (c.atk === undefined && c.atkRange === undefined)
      out.push({
        path: pathText([...at, "atk"]),
        keys: [...at, "atk"],
        message: "a vehicle has ATK or an ATK range (002 303.3a)",
      });
  } else
    for (const f of ["atkRange", "explosion", "crewIcons"] as const) forbid(f, "only vehicles have this (002 303.1)");
  if (c.type !== "squad") forbid("crew", "only squads have a crew value (002 304.1)");
  if (c.type === "weapon") {
    need("atk", "a weapon has ATK (002 305.1)");
    need("fireCost", "a weapon has a fire cost (002 305.1)");
  }
  if (c.type === "armor") need("armor", "armor has an armor value (002 306.2)");
  if (c.type !== "ability" && c.ongoing) forbid("ongoing", "only ability cards are ongoing (002 307)");
  const crystal = c.abilities.some((a) => a.kind === "keyword" && a.keyword === "crystal");
  if (crystal && !(c.type === "ability" && c.ongoing))
    out.push({
      path: pathText([...at, "abilities"]),
      keys: [...at, "abilities"],
      message: "a crystal is an ongoing ability card (002 307.3)",
    });
  if (crystal) need("health", "a crystal is a character and has health (002 300.1, 307.3)");
  return out;
}

/** Which abilities a card type may carry. */
function abilityProblems(c: RiseCard, at: (string | number)[]): Found[] {
  const out: Found[] = [];
  c.abilities.forEach((a, i) => {
    const here = [...at, "abilities", i];
    const bad = (message: string) => out.push({ path: pathText(here), keys: here, message });
    if (a.kind === "play" && !(c.type === "ability" && !c.ongoing))
      bad("a 'play' ability belongs to a non-ongoing ability card (002 307)");
    if (a.kind === "reward" && c.type !== "command") bad("only commands have rewards (002 702)");
    if (a.kind === "attach" && !(c.type === "ability" && c.ongoing))
      bad("an 'attach' ability belongs to an ongoing ability card (002 403.1)");
    if (a.kind === "attach" && c.abilities.some((x) => x.kind === "keyword" && x.keyword === "crystal"))
      bad("a crystal can't be an attachment (002 412.6c)");
    if (c.type === "command" && a.kind !== "reward") bad("a command's abilities are its rewards (002 308, 702)");
    if (c.type === "ability" && !c.ongoing && a.kind !== "play")
      bad("a non-ongoing ability card only has its text (play)");
    if ("targets" in a) out.push(...targetRefProblems(a, here));
  });
  if (c.type === "command" && !c.abilities.some((a) => a.kind === "reward"))
    out.push({
      path: pathText([...at, "abilities"]),
      keys: [...at, "abilities"],
      message: "a command needs a reward (002 702)",
    });
  return out;
}

function targetRefProblems(a: Extract<Ability, { targets: unknown }>, at: (string | number)[]): Found[] {
  const out: Found[] = [];
  const n = a.targets.length;
  a.effects.forEach((e: Effect, j) => {
    // 706.1c: a granted ability names its own targets.
    if (e.op === "grant") out.push(...targetRefProblems(e.ability, [...at, "effects", j, "ability"]));
    for (const key of ["to", "what", "who"] as const) {
      const ref = (e as Record<string, unknown>)[key];
      if (typeof ref === "object" && ref !== null && "target" in ref && (ref as { target: number }).target >= n) {
        const keys = [...at, "effects", j, key];
        out.push({
          path: pathText(keys),
          keys,
          message: `refers to target ${(ref as { target: number }).target}, but the ability names ${n} target(s)`,
        });
      }
    }
  });
  return out;
}

function semanticProblems(set: CardSet): Found[] {
  const out: Found[] = [];
  const ids = new Map<string, number>();
  set.cards.forEach((c, i) => {
    const at: (string | number)[] = ["cards", i];
    if (ids.has(c.id))
      out.push({
        path: pathText([...at, "id"]),
        keys: [...at, "id"],
        message: `the id ${c.id} is used by cards[${ids.get(c.id)}] too`,
      });
    else ids.set(c.id, i);
    out.push(...printedProblems(c, at), ...abilityProblems(c, at));
  });
  (set.decks ?? []).forEach((d, i) => {
    const at: (string | number)[] = ["decks", i];
    const commander = set.cards.find((c) => c.id === d.commander);
    if (commander?.type !== "commander")
      out.push({
        path: pathText([...at, "commander"]),
        keys: [...at, "commander"],
        message: `${d.commander} is not a commander of this set`,
      });
    for (const id of Object.keys(d.cards))
      if (!ids.has(id))
        out.push({
          path: pathText([...at, "cards", id]),
          keys: [...at, "cards", id],
          message: `${id} is not a card of this set`,
        });
  });
  return out;
}

/** Card ids (and the set key) another set of the server already uses. */
function clashProblems(set: CardSet, foreignIds: ReadonlyMap<string, string> | undefined): Found[] {
  const out: Found[] = [];
  if (!foreignIds) return out;
  set.cards.forEach((c, i) => {
    const other = foreignIds.get(c.id);
    if (other === undefined || other === set.set) return;
    const keys = ["cards", i, "id"];
    out.push({
      path: pathText(keys),
      keys,
      message: `the id ${c.id} is already a card of the set ${other} on this server: card ids are unique across a server's sets (give this card another id)`,
    });
  });
  return out;
}

/** Problems as lines for people: `line 12, cards[3].atk: expected number`. */
export function describeProblems(problems: readonly CardSetProblem[]): string[] {
  return problems.map((p) => `${p.line ? `line ${p.line}, ` : ""}${p.path}: ${p.message}`);
}
