/**
 * Rise decks (002 100): a commander and a main deck of cards of one card set. Deck construction for Constructed:
 * at least 60 cards besides the commander (100.1), each card sharing the commander's class icon and faction icon
 * when it has one (100.2a; no icon: legal anywhere), "[Talent] Commander Required" (100.2b), at most four copies
 * per name unless Unlimited (100.4). The side deck (100.3) is not used by a single game. Text import: one line per
 * entry, `N id` or `N Name` (ids or names of the set), and a `Commander: id` line (or a line naming a commander).
 */
import type { DeckIssue } from "../../services/matches/errors.js";
import type { CardSet, RiseCard } from "./cards/schema.js";

/** A validated deck: its set, commander code and the codes of its main deck (one entry per copy). */
export interface RiseDeck {
  readonly set: string;
  /** SHA-256 (hex) of the loaded set's file the deck was built from; absent for a built-in set. */
  readonly hash?: string;
  readonly commander: string;
  readonly cards: readonly string[];
  /** The cards it uses (and the substitutes they make), copied from the set: a match needs no set afterwards. */
  readonly defs?: Readonly<Record<string, RiseCard>>;
}

/** 100.1: the Constructed minimum. */
export const MIN_DECK = 60;
/** 100.4: copies per name. */
export const MAX_COPIES = 4;

const issue = (code: string, message: string): DeckIssue => {
  const rule = /\(002 ([\d.a-z]+)\)\.?$/.exec(message)?.[1];
  return rule ? { code, message, rule } : { code, message };
};

/** Checks a deck against 002 100 (every problem listed). */
export function deckProblems(commander: RiseCard, cards: readonly RiseCard[]): DeckIssue[] {
  const out: DeckIssue[] = [];
  if (commander.type !== "commander")
    out.push(issue("deck/commander", `${commander.name} is not a commander (002 301).`));
  if (cards.length < MIN_DECK)
    out.push(
      issue(
        "deck/size",
        `A deck has at least ${MIN_DECK} cards besides the commander; this one has ${cards.length} (002 100.1).`,
      ),
    );
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
  for (const [name, n] of counts) {
    const c = cards.find((x) => x.name === name)!;
    if (n > MAX_COPIES && !c.unlimited)
      out.push(issue("deck/copies", `${n} copies of ${name}: at most ${MAX_COPIES} (002 100.4).`));
    if (c.type === "commander")
      out.push(issue("deck/commander-in-deck", `${name} is a commander: it isn't part of the deck (002 100.1).`));
    if (c.class && c.class !== commander.class)
      out.push(
        issue(
          "deck/class",
          `${name} has the ${c.class} class icon; your commander is ${commander.class ?? "classless"} (002 100.2a).`,
        ),
      );
    if (c.faction && c.faction !== commander.faction)
      out.push(
        issue(
          "deck/faction",
          `${name} has the ${c.faction} faction icon; your commander is ${commander.faction ?? "without faction"} (002 100.2a).`,
        ),
      );
    if (c.requires && c.requires.talent !== commander.talent)
      out.push(issue("deck/talent", `${name} requires a ${c.requires.talent} talent commander (002 100.2b).`));
  }
  return out;
}

/** Parses a deck text against a set (ids or names, case-insensitive); every problem listed when refused. */
export function buildRiseDeck(
  set: CardSet,
  text: string,
): { ok: true; deck: RiseDeck } | { ok: false; problems: DeckIssue[] } {
  const byKey = new Map<string, RiseCard>();
  for (const c of set.cards) {
    byKey.set(c.id.toLowerCase(), c);
    byKey.set(c.name.toLowerCase(), c);
  }
  const problems: DeckIssue[] = [];
  let commander: RiseCard | undefined;
  const cards: RiseCard[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, "").trim();
    if (!line) continue;
    const cm = /^commander\s*:\s*(.+)$/i.exec(line);
    const m = cm ? null : /^(\d+)\s*x?\s+(.+)$/i.exec(line);
    const key = (cm?.[1] ?? m?.[2] ?? line).trim().toLowerCase();
    const c = byKey.get(key);
    if (!c) {
      problems.push(issue("deck/unknown-card", `"${line}": no card ${key} in the set ${set.set}.`));
      continue;
    }
    if (cm || (!m && c.type === "commander")) {
      if (commander)
        problems.push(issue("deck/two-commanders", `Two commanders: ${commander.name} and ${c.name} (002 100.1).`));
      commander = c;
      continue;
    }
    const n = m ? Number(m[1]) : 1;
    if (n < 1 || n > 99) problems.push(issue("deck/count", `"${line}": a count is 1-99.`));
    else for (let i = 0; i < n; i++) cards.push(c);
  }
  if (!commander)
    problems.push(issue("deck/no-commander", "A deck needs a commander (002 100.1): add a line `Commander: <id>`."));
  else problems.push(...deckProblems(commander, cards));
  if (problems.length || !commander) return { ok: false, problems };
  return { ok: true, deck: { set: set.set, commander: commander.id, cards: cards.map((c) => c.id) } };
}

/** A sample deck of a set as deck text (for `/deck` examples and tests). */
export function sampleDeckText(set: CardSet, index: number): string {
  const d = set.decks?.[index];
  if (!d) throw new Error(`rise: the set ${set.set} has no sample deck ${index}`);
  return [`Commander: ${d.commander}`, ...Object.entries(d.cards).map(([id, n]) => `${n} ${id}`)].join("\n");
}
