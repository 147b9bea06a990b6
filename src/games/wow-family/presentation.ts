/**
 * How the bot shows a WoW-family game (docs/wow.md, docs/rise.md "In Discord"), shared by WoW TCG and Rise TCG:
 * prompts from the pending decision (priority as a choice of the legal actions labelled from the seat's own view;
 * every other decision as a choice of its options), resolving a pick back into the action, the board panel
 * (title, winner, combat, chain, log, one field per player), the private panel (hand and resources), the private
 * key and the board picture (src/games/table-picture.ts). Each game gives its words: action labels, a player's
 * side of the board and of the picture, how a resource reads.
 */
import type { ChoiceItem, GamePresentation, GameRules, Panel, PromptModel, TableView } from "../../engine/index.js";
import { renderTablePicture, type TableSeat } from "../table-picture.js";

/** What the shared presentation reads of a family view. */
export interface FamilyView extends TableView {
  readonly turn: number;
  readonly active: number;
  readonly step: string;
  readonly over: boolean;
  readonly winner: number | null;
  readonly chain: readonly { name: string }[];
  readonly players: readonly {
    readonly hand?: readonly { id: string; name: string }[];
    /** Card names outside the game its owner may look at (WoW's side deck, CR 7.4 100.3); owner's view only. */
    readonly side?: readonly string[];
    readonly resources: readonly { id: string; exhausted: boolean; card?: { name: string } }[];
  }[];
}

/**
 * The name of an object or player (`p0` → "P1") as the view shows it: `zones` lists the cards of a player's
 * zones the game shows; shown resources are looked at too. An id the view doesn't name stays as it is.
 */
export function nameIn<V extends FamilyView>(
  v: V,
  id: string,
  zones: (p: V["players"][number]) => readonly { id: string; name: string }[],
): string {
  if (id.startsWith("p")) return `P${Number(id.slice(1)) + 1}`;
  for (const p of v.players) {
    for (const c of zones(p)) if (c.id === id) return c.name;
    for (const r of p.resources) if (r.id === id && r.card) return r.card.name;
  }
  return id;
}

/** What a game tells the shared presentation. */
export interface FamilyPresentationGame<
  S extends { window: { kind: string } | null },
  A extends { type: string },
  V extends FamilyView,
> {
  title: string;
  /** The short title of the board panel ("WoW TCG", "Rise TCG"). */
  short: string;
  rulesId?: string;
  rules: GameRules<unknown, S, A, never, V>;
  /** A legal action in words, from the seat's own view. */
  actionLabel(v: V, a: A): string;
  /** The answer of a decision whose options are picked several at once (discard, shuffle-in), from the picks. */
  multiPick(kind: string, picks: string[]): A | null;
  /** The combat line of the board ("" when there is no combat). */
  combat(v: V): string;
  /** One player's side of the board. */
  side(p: V["players"][number], v: V): string;
  /** One player's band of the board picture (headline, counts, rows of cards), from the view only. */
  pictureSeat(p: V["players"][number], v: V): Omit<TableSeat, "name" | "active">;
  /**
   * Optional: a decision of `kind` may also be answered by typing (a card name among hundreds): the form's words, and
   * the action a typed text stands for (the rules then check it and say why they refuse it).
   */
  typed?: {
    kinds: readonly string[];
    label: string;
    field: string;
    placeholder: string;
    action(kind: string, text: string): A;
  };
  /** The private panel's resources line starts with this ("Face-down resources", "Resources"). */
  resourcesTitle: string;
  /** What the private panel adds after a resource's name (" (face up)"), before " (exhausted)". */
  resourceNote?(r: V["players"][number]["resources"][number]): string;
}

/** The prompt for `seat`: the pending decision's options, or the legal actions when it holds priority. */
function prompt<S extends { window: { kind: string } | null }, A extends { type: string }, V extends FamilyView>(
  g: FamilyPresentationGame<S, A, V>,
  s: S,
  seat: number,
): PromptModel | null {
  const p = g.rules.pending(s);
  if (!p || p.seat !== seat) return null;
  const v = g.rules.view(s, seat);
  if (p.kind === "priority") {
    const legal = g.rules.legalActions(s, seat).filter((a) => a.type !== "concede");
    const items: ChoiceItem[] = legal.map((a, i) => ({ value: `a.${i}`, label: g.actionLabel(v, a).slice(0, 100) }));
    return {
      content: `${p.prompt} (${s.window?.kind ?? ""} window)`,
      controls: [
        { kind: "choice", id: "a", placeholder: "Your action", items, min: 1, max: 1 },
        { kind: "button", id: "cc", label: "Concede", style: "danger" },
      ],
    };
  }
  const items = p.options.map((o) => ({ value: `o.${o.id}`, label: o.label.slice(0, 100) }));
  const typed = g.typed?.kinds.includes(p.kind) ? g.typed : undefined;
  return {
    content: p.prompt,
    controls: [
      { kind: "choice", id: "o", placeholder: "Your answer", items, min: p.min, max: p.max },
      ...(typed
        ? [
            {
              kind: "text" as const,
              id: "t",
              label: typed.label,
              field: typed.field,
              placeholder: typed.placeholder,
              maxLength: 100,
            },
          ]
        : []),
      // "Up to N" (min 0): a select menu can't be sent empty, so choosing nothing is a button (`on`: no picks).
      ...(p.min === 0
        ? [{ kind: "button" as const, id: "on", label: "Choose none", style: "secondary" as const }]
        : []),
      { kind: "button", id: "cc", label: "Concede", style: "danger" },
    ],
  };
}

/** The presentation of a family game (the table's `GamePresentation`). */
export function familyPresentation<
  S extends { window: { kind: string } | null },
  A extends { type: string },
  V extends FamilyView,
>(g: FamilyPresentationGame<S, A, V>): GamePresentation<S, A, V> {
  const rules = g.rules;
  return {
    title: g.title,
    ...(g.rulesId ? { rulesId: g.rulesId } : {}),
    modeName: () => "game",
    prompt: (s, seat) => prompt(g, s, seat),
    resolve(s, seat, optionId, values) {
      let action: A | null = null;
      const kind = rules.pending(s)?.kind ?? "";
      if (optionId === "cc") action = { type: "concede" } as A;
      else if (optionId === "t" && g.typed?.kinds.includes(kind)) {
        const text = (values[0] ?? "").trim();
        if (!text) return { kind: "invalid", message: "Type a name." };
        action = g.typed.action(kind, text);
      } else if (optionId.startsWith("a."))
        action = rules.legalActions(s, seat).filter((a) => a.type !== "concede")[Number(optionId.slice(2))] ?? null;
      else if (optionId === "on") action = g.multiPick(kind, []);
      else if (optionId.startsWith("o.") || optionId === "o") {
        const picks = optionId === "o" ? values.map((x) => x.replace(/^o\./, "")) : [optionId.slice(2)];
        const pick = picks[0] ?? "";
        action =
          g.multiPick(kind, picks) ??
          rules
            .legalActions(s, seat)
            .find((a) => JSON.stringify(rules.answerOf(s, a)?.picks) === JSON.stringify([pick])) ??
          null;
      }
      if (!action) return { kind: "invalid", message: "That choice is no longer available." };
      const r = rules.apply(s, seat, action);
      return r.ok
        ? { kind: "action", action }
        : { kind: "invalid", message: r.error.message, ...(r.error.rule ? { rule: r.error.rule } : {}) };
    },
    boardPanel(v, names, log): Panel {
      const chain = v.chain.length ? `Chain (top last): ${v.chain.map((l) => l.name).join(" · ")}` : "";
      return {
        title: `${g.short} · turn ${v.turn} · ${names[v.active] ?? `P${v.active + 1}`} (${v.step})`,
        description: [
          v.over ? `Winner: ${v.winner === null ? "none (draw)" : names[v.winner]}` : "",
          g.combat(v),
          chain,
          ...log,
        ]
          .filter(Boolean)
          .join("\n"),
        fields: v.players.map((p, seat) => ({ name: names[seat] ?? `P${seat + 1}`, value: g.side(p, v) })),
      };
    },
    boardImage: (v, names) =>
      renderTablePicture({
        turnedWord: "exhausted",
        title: `${g.short} · turn ${v.turn} · ${names[v.active] ?? `P${v.active + 1}`} (${v.step})`,
        notes: [
          v.over ? `Winner: ${v.winner === null ? "none (draw)" : (names[v.winner] ?? `P${v.winner + 1}`)}` : "",
          g.combat(v),
          v.chain.length ? `Chain (top last): ${v.chain.map((l) => l.name).join(" · ")}` : "",
        ],
        seats: v.players.map((p, seat) => ({
          name: names[seat] ?? `P${seat + 1}`,
          active: v.active === seat,
          ...g.pictureSeat(p, v),
        })),
      }),
    privatePanel(v): Panel {
      const me = typeof v.viewer === "number" ? v.players[v.viewer] : undefined;
      return {
        title: "Your hand and resources",
        description: [
          `Hand: ${(me?.hand ?? []).map((c) => c.name).join(", ") || "empty"}`,
          `${g.resourcesTitle}: ${(me?.resources ?? []).map((r) => `${r.card?.name ?? "?"}${g.resourceNote?.(r) ?? ""}${r.exhausted ? " (exhausted)" : ""}`).join(", ") || "none"}`,
          ...(me?.side?.length ? [`Side deck: ${me.side.join(", ")}`] : []),
        ].join("\n"),
      };
    },
    privateKey: (v) => {
      const me = typeof v.viewer === "number" ? v.players[v.viewer] : undefined;
      return JSON.stringify([me?.hand?.map((c) => c.id) ?? [], me?.resources.map((r) => [r.id, r.exhausted]) ?? []]);
    },
    waitingFor: (kind) => (kind === "priority" ? "act or pass" : `answer: ${kind}`),
    commands: [],
  };
}
