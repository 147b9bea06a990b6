/**
 * A simulated player for the end-to-end test and the demo: it acts only through Discord, by clicking the
 * components the bot posted (its latest DM prompt, or the ephemeral prompt behind the board's "Your move"
 * button when its DMs are closed). Choices are random from a seeded RNG, so a run is reproducible.
 */
import { ComponentType } from "discord-api-types/v10";
import { nextInt, type RngState, seedRng } from "../../src/engine/index.js";
import type { LoadedMatch } from "../../src/services/matches/types.js";
import type { FakeDiscord, FakeMessage, FakeUser, InteractionHandle, InteractionRecord } from "./fake-discord.js";

/** One possible click on a prompt message. */
interface Choice {
  customId: string;
  values?: string[];
  /** pass / end turn: taken less often so games move on. */
  passive: boolean;
  /** rune use: only when nothing else is offered. */
  rune: boolean;
  /** The button's label (buttons only). */
  label?: string;
}

/** A click a policy may force (see {@link SimPlayerOptions.policy}). */
export type SimChoice = Choice;

/** True once the bot finished answering the interaction (a reply, an update, or an edit/follow-up after a defer). */
export function settled(r: InteractionRecord): boolean {
  const ack = r.ack;
  if (!ack) return false;
  if (ack.type === 6 || ack.type === 5)
    return r.webhooks.some((w) => w.kind === "edit-original" || w.kind === "followup");
  return true;
}

/** Options of {@link SimPlayer}. */
export interface SimPlayerOptions {
  /** Probability of choosing a non-pass option when there is one (default 0.85). */
  stay?: number;
  /** How long one click may take, ms (default 15000). */
  timeoutMs?: number;
  /**
   * A deterministic policy tried before the random choice (e.g. the multiplayer demo's invitations): returns the
   * click to make, or undefined to choose at random.
   */
  policy?: (choices: readonly SimChoice[], message: FakeMessage) => SimChoice | undefined;
}

/** A seeded random player that clicks bot components. */
export class SimPlayer {
  private rng: RngState;
  private readonly stay: number;
  private readonly timeoutMs: number;
  private readonly policy: SimPlayerOptions["policy"];
  /** Clicks made so far. */
  clicks = 0;

  constructor(
    readonly fake: FakeDiscord,
    readonly user: FakeUser,
    seed: number,
    opts: SimPlayerOptions = {},
  ) {
    this.rng = seedRng(seed);
    this.stay = opts.stay ?? 0.85;
    this.timeoutMs = opts.timeoutMs ?? 15_000;
    this.policy = opts.policy;
  }

  private roll(n: number): number {
    const [r, x] = nextInt(this.rng, n);
    this.rng = r;
    return x;
  }

  /** The latest bot message to this player that carries prompt (`rb:`) components: its DM, or an ephemeral one. */
  promptMessage(ephemeralToo = true): FakeMessage | undefined {
    const dms = this.fake.dmsTo(this.user.id);
    const eph = ephemeralToo
      ? this.fake.interactions
          .filter((r) => r.userId === this.user.id && r.originalMessageId)
          .map((r) => this.fake.message(r.originalMessageId!))
          .filter((m): m is FakeMessage => m?.ephemeral === true)
      : [];
    const all = [...dms, ...eph].filter((m) => choicesOf(m).length > 0);
    all.sort((a, b) => (BigInt(a.message.id) < BigInt(b.message.id) ? -1 : 1));
    return all[all.length - 1];
  }

  /** Clicks and waits until the bot answered. */
  async click(message: FakeMessage, c: { customId: string; values?: string[] }): Promise<InteractionHandle> {
    this.clicks++;
    const h = c.values
      ? this.fake.select(this.user, message, c.customId, c.values)
      : this.fake.click(this.user, message, c.customId);
    await h.waitFor(settled, this.timeoutMs, `bot answer to ${this.user.username}'s click ${c.customId}`);
    return h;
  }

  /** Opens the private prompt through the board's "Your move" button (for a player whose DMs are closed). */
  async openPrompt(board: FakeMessage, actId: string): Promise<InteractionHandle> {
    const h = this.fake.click(this.user, board, actId);
    await h.waitFor(settled, this.timeoutMs, "Your move answer");
    return h;
  }

  /** Picks one click among the prompt's components (never Concede or Back). */
  choose(message: FakeMessage, failures = 0): Choice | undefined {
    const all = choicesOf(message);
    if (failures > 3) return all.find((c) => c.passive) ?? all[0];
    const forced = failures === 0 ? this.policy?.(all, message) : undefined;
    if (forced) return forced;
    const active = all.filter((c) => !c.passive && !c.rune);
    const passive = all.filter((c) => c.passive);
    const runes = all.filter((c) => c.rune);
    const pool =
      active.length && (passive.length === 0 || this.roll(1000) < this.stay * 1000)
        ? active
        : passive.length
          ? passive
          : runes.length
            ? runes
            : all;
    return pool[this.roll(pool.length)];
  }

  /** Takes a random number of values for a multi-select in [min, max]. */
  pick<T>(xs: readonly T[], min: number, max: number): T[] {
    const n = min + this.roll(Math.max(1, max - min + 1));
    const left = [...xs];
    const out: T[] = [];
    while (out.length < n && left.length) out.push(left.splice(this.roll(left.length), 1)[0]!);
    return out;
  }

  /** Builds the concrete click for a choice (random values for multi-selects). */
  concrete(message: FakeMessage, c: Choice): { customId: string; values?: string[] } {
    if (!c.values) return { customId: c.customId };
    const sel = selectsOf(message).find((s) => s.custom_id === c.customId);
    if (sel && (sel.max_values ?? 1) > 1) {
      const vals = this.pick(
        sel.options.map((o) => o.value),
        Math.max(1, sel.min_values ?? 1),
        Math.min(sel.max_values ?? 1, sel.options.length),
      );
      return { customId: c.customId, values: vals };
    }
    return { customId: c.customId, values: c.values };
  }
}

interface SelectLike {
  custom_id: string;
  min_values?: number;
  max_values?: number;
  options: { value: string; label: string }[];
}

function selectsOf(m: FakeMessage): SelectLike[] {
  const out: SelectLike[] = [];
  for (const row of m.message.components ?? []) {
    for (const c of (row as { components?: unknown[] }).components ?? []) {
      const x = c as { type: number } & SelectLike;
      if (x.type === ComponentType.StringSelect && x.custom_id.startsWith("rb:")) out.push(x);
    }
  }
  return out;
}

/** Every click a prompt message offers (buttons, and one entry per select option). */
export function choicesOf(m: FakeMessage): Choice[] {
  const out: Choice[] = [];
  for (const row of m.message.components ?? []) {
    for (const c of (row as { components?: unknown[] }).components ?? []) {
      const x = c as { type: number; custom_id?: string; label?: string; options?: { value: string }[] };
      if (!x.custom_id?.startsWith("rb:")) continue;
      const option = x.custom_id.split(":")[4] ?? "";
      if (x.type === ComponentType.Button) {
        if (option === "cc" || option === "back") continue;
        out.push({
          customId: x.custom_id,
          passive: option === "pass" || option === "end",
          rune: false,
          ...(x.label ? { label: x.label } : {}),
        });
      } else if (x.type === ComponentType.StringSelect) {
        for (const o of x.options ?? []) {
          // A single-pick select sends its value as the option id (Riftbound's rune uses are `u.…`).
          out.push({ customId: x.custom_id, values: [o.value], passive: false, rune: o.value.startsWith("u.") });
        }
      }
    }
  }
  return out;
}

/** The state version a prompt message was built for (from its first `rb:` custom id), or undefined. */
export function promptVersion(m: FakeMessage): number | undefined {
  const id = choicesOf(m)[0]?.customId;
  const v = id?.split(":")[2];
  return v === undefined ? undefined : Number.parseInt(v, 36);
}

/** The minimal view of the match the driver needs (from `MatchService.load`). */
export interface DriverMatch {
  status: string;
  version: number;
  deciderId: string | null;
  boardMessageId: string | null;
}

/** The driver's view of a loaded match: who decides is the player of the pending decision's seat. */
export function driverMatch(m: LoadedMatch, boardMessageId: string | null): DriverMatch {
  const decider = m.pending ? m.match.seats.find((s) => s.seat === m.pending?.seat)?.playerId : undefined;
  return { status: m.match.status, version: m.match.stateVersion, deciderId: decider ?? null, boardMessageId };
}

/** Options of {@link playMatch}. */
export interface PlayOptions {
  /** Reads the match (status, version, who decides, board message id) from the database. */
  read: () => Promise<DriverMatch>;
  /** Stop early when this returns true (checked before every click). */
  until?: (m: DriverMatch, clicks: number) => boolean;
  /** Safety net (default 3000 clicks). */
  maxClicks?: number;
  /** Called after every click. */
  after?: (h: InteractionHandle, player: SimPlayer) => Promise<void> | void;
}

/**
 * Lets the simulated players click through the match until it is over (or `until` holds). The player who must
 * decide clicks on its current prompt: the newest DM prompt built for the current state, else the ephemeral
 * prompt it opens with the board's "Your move" button. Returns the number of clicks made.
 */
export async function playMatch(fake: FakeDiscord, players: readonly SimPlayer[], opts: PlayOptions): Promise<number> {
  const max = opts.maxClicks ?? 3000;
  let clicks = 0;
  let failures = 0;
  let lastVersion = -1;
  while (clicks < max) {
    const m = await opts.read();
    if (m.status !== "active" || m.deciderId === null) break;
    if (opts.until?.(m, clicks)) break;
    if (m.version !== lastVersion) failures = 0;
    lastVersion = m.version;
    const p = players.find((x) => x.user.id === m.deciderId);
    if (!p) throw new Error(`no simulated player for ${m.deciderId}`);
    let msg = p.promptMessage();
    if (!msg || promptVersion(msg) !== m.version || failures > 6) {
      const board = m.boardMessageId ? fake.message(m.boardMessageId) : undefined;
      const act = board ? actButton(board) : undefined;
      if (!board || !act) throw new Error("no board message with a 'Your move' button");
      const h = await p.openPrompt(board, act);
      clicks++;
      msg = h.original();
      if (!msg || choicesOf(msg).length === 0)
        throw new Error(`no prompt for ${p.user.username}: ${msg?.message.content}`);
    }
    const choice = p.choose(msg, failures);
    if (!choice) throw new Error(`empty prompt for ${p.user.username}`);
    const h = await p.click(msg, p.concrete(msg, choice));
    clicks++;
    if (h.record.ack?.type === 4) failures++;
    await opts.after?.(h, p);
  }
  return clicks;
}

/** The custom id of the "Your move" button on a board message. */
export function actButton(board: FakeMessage): string | undefined {
  for (const row of board.message.components ?? []) {
    for (const c of (row as { components?: unknown[] }).components ?? []) {
      const id = (c as { custom_id?: string }).custom_id;
      if (id?.startsWith("rbm:") && id.split(":")[3] === "act") return id;
    }
  }
  return undefined;
}
