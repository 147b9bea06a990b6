import { type Lang, looksLikeRuleNumber, normalizeNumber, type RulesLookup } from "./rules.js";
import { seedToV14 } from "./seed-map.js";
import { sharedRules } from "./shared.js";

/** The text of a rule an engine rejection cites. */
export interface RuleCitation {
  /** The rule number as stored (`626.1.d`). */
  number: string;
  /** The rule's own text (without its sub-rules): the 000 text the engine's numbers refer to, else 003's. */
  text: string;
  /** Corpus document the text comes from (`riftbound-official-zh` or `riftbound-core-zh`). */
  document: string;
  /** That document's title, for a "Source:" line. */
  title: string;
  official: boolean;
  /**
   * The Core Rules 2025-06-02 translation (000) of the same number when `text` is the official 003 text.
   * The two documents are different versions and their numbering differs in places (e.g. 140.x: 003 140.4 is
   * "units enter exhausted", 000 140.4 is the standard-move destinations the engine cites), so show it too.
   */
  translation?: { document: string; title: string; text: string };
}

/**
 * The text of the rule `ruleNumber` for showing next to an engine rejection: the Core Rules 2025-06-02 (000) text
 * whose numbering the engine cites, else the official 003 text. A number with sub-rules (`626.1.d`) gives that rule's own
 * text. Null for non-rule citations (`deck`, `policy`, empty) and numbers no Riftbound document has.
 * Uses the process-wide corpus (loaded on first call) unless `rules` is given. `lang: "en"` gives the Core Rules v1.4
 * rule the seed number corresponds to (its v1.4 `number`), falling back to the seed text where there is none.
 */
export function ruleCitation(ruleNumber: string, rules?: RulesLookup, lang: Lang = "zh"): RuleCitation | null {
  if (!looksLikeRuleNumber(ruleNumber)) return null;
  const n = normalizeNumber(ruleNumber);
  if (lang === "en") {
    // English: the Core Rules v1.4 rule the seed number corresponds to (docs/lookup.md), when there is one.
    const to = seedToV14(n);
    const hit = to?.exact
      ? (rules ?? sharedRules()).byNumber(to.number, "riftbound", "en").find((h) => h.rule.number === to.number)
      : undefined;
    if (hit)
      return {
        number: hit.rule.number,
        text: hit.rule.text,
        document: hit.document.id,
        title: hit.document.source.title,
        official: hit.document.source.official,
      };
  }
  const wanted = [n];
  if (/\d[a-z]$/.test(n)) wanted.push(`${n.slice(0, -1)}.${n.slice(-1)}`); // 559.3c -> 559.3.c
  const exact = (rules ?? sharedRules()).byNumber(n, "riftbound").filter((h) => wanted.includes(h.rule.number));
  // The engine cites Core Rules 2025-06-02 (000) numbers; 003 numbers some rules differently (e.g. 140.x), so the
  // 000 text is the one that matches the citation. 003 text is shown alongside only where 000 lacks the number.
  const first = exact.find((h) => !h.document.source.official) ?? exact[0];
  if (!first) return null;
  const out: RuleCitation = {
    number: first.rule.number,
    text: first.rule.text,
    document: first.document.id,
    title: first.document.source.title,
    official: first.document.source.official,
  };
  const other = exact.find((h) => h.document.id !== first.document.id && !h.document.source.official);
  if (first.document.source.official && other) {
    out.translation = { document: other.document.id, title: other.document.source.title, text: other.rule.text };
  }
  return out;
}
