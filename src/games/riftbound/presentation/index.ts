/**
 * Riftbound's presentation (issue 14; the contract is `GamePresentation`, src/engine/presentation.ts): prompts as
 * neutral controls (prompts.ts), the board panel and a seat's private panel (embeds.ts), the board picture
 * (board-png.ts), the commands it adds (commands.ts) and its wording of modes and decisions.
 */
import type { GamePresentation, Seat, TextLang } from "../../../engine/index.js";
import type { RbAction } from "../rules/actions.js";
import type { RbState } from "../rules/state.js";
import type { RbView } from "../rules/view.js";
import { renderBoardPng } from "./board-png.js";
import { renderCompactBoardPng } from "./board-compact.js";
import { RIFTBOUND_COMMANDS } from "./commands.js";
import { boardEmbed, handEmbed } from "./embeds.js";
import { buildPrompt, resolveStep } from "./prompts.js";
import { rt } from "./text.js";
import { logLineText } from "./log-text.js";
import { refusalText } from "./refusals.js";
import { deckText, isDeckTextKey } from "../decks/problem-text.js";

/** What `seat` privately sees, as a key: its hand and its own facedown cards (by id). */
function privateKey(v: RbView): string {
  const seat: Seat | "public" = v.viewer;
  const me = v.players.find((p) => p.seat === seat);
  // Bandle Tree (107.3.b.1): a battlefield may hold more than one facedown card.
  const facedown = v.battlefields.flatMap((b) =>
    [...(b.facedown ? [b.facedown] : []), ...(b.extraFacedown ?? [])].flatMap((f) => ("hidden" in f ? [] : [f.id])),
  );
  return JSON.stringify([me?.hand?.map((c) => c.id) ?? [], facedown]);
}

/** What the decider is asked, for the channel ping ("you have priority"). */
function waitingFor(kind: string, view: RbView, lang?: TextLang): string {
  switch (kind) {
    case "battlefield":
      return rt(lang, "waitBattlefield");
    case "option":
      return rt(lang, view.match && view.turn.phase === "setup" ? "waitFirst" : "waitOption");
    case "priority":
      return rt(lang, "waitPriority");
    case "focus":
      return rt(lang, "waitFocus");
    case "mulligan":
      return rt(lang, "waitMulligan");
    case "assignDamage":
      return rt(lang, "waitDamage");
    case "orderTriggers":
      return rt(lang, "waitOrder");
    case "cards":
      return rt(lang, "waitCards");
    case "targets":
      return rt(lang, "waitTargets");
    default:
      return rt(lang, "waitOther");
  }
}

/** Riftbound as the bot shows it. */
/** How the bot names each mode (644-648). */
const MODE_NAMES: Readonly<Record<string, string>> = {
  match: "match (best of three, rule 645)",
  ffa3: "FFA3 Skirmish (three players, rule 646)",
  ffa4: "FFA4 War (four players, rule 647)",
  "2v2": "2v2 Magma Chamber (two teams, rule 648)",
};

export const riftboundPresentation: GamePresentation<RbState, RbAction, RbView> = {
  title: "Riftbound",
  rulesId: "riftbound",
  modeName: (mode) => MODE_NAMES[mode] ?? "duel",
  prompt: buildPrompt,
  resolve: resolveStep,
  // Players may choose the runes that pay (issue 15, panel setting; prompts.ts payPrompt).
  manualPayment: true,
  boardPanel: (view, names, log, lang) => boardEmbed(view, names, log, lang),
  boardImage: (view, names, lang) => renderBoardPng(view, { names, ...(lang ? { lang } : {}) }),
  compactBoardImage: (view, names, lang) => renderCompactBoardPng(view, { names, ...(lang ? { lang } : {}) }),
  privatePanel: handEmbed,
  privateKey,
  // Deck problems and engine refusals in the reader's language (issue 15; decks/problem-text.ts, refusals.ts).
  deckProblemText: (key, params, lang) => (isDeckTextKey(key) ? deckText(lang, key, params) : undefined),
  refusalText,
  logLineText,
  waitingFor,
  commands: RIFTBOUND_COMMANDS,
};
