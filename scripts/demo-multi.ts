/**
 * `npm run demo -- --mode ffa3|ffa4|2v2`: a complete, seeded Riftbound game for three or four simulated players
 * (646-648) through the real bot and discord.js against the offline fake Discord, persisted in a fresh SQLite
 * file. Alice opens the lobby with `/duel challenge … mode:<mode>`, the others press Join (in 2v2 one of them
 * switches team first) and pick a deck; the game starts when every seat is taken. The players only click what the
 * bot posted; a deterministic invitation policy makes the transcript show an Invite declined and one accepted
 * (531.2.a, 648.8.a). Prints the channel transcript, the invitations, the team threads (2v2) and the winner.
 */
import fs from "node:fs";
import path from "node:path";
import { createLogger } from "../src/log.js";
import { createCommands } from "../commands/index.js";
import { createDuelhallBot } from "../src/bot/duelhall.js";
import { MatchService } from "../src/services/matches/service.js";
import { createDb } from "../src/db/client.js";
import type { FakeMessage, FakeUser, MessageEvent } from "../test/helpers/fake-discord.js";
import { startFakeDiscord } from "../test/helpers/fake-discord.js";
import { precon, supported } from "../test/helpers/precons.js";
import { type DriverMatch, playMatch, SimPlayer, type SimChoice, settled } from "../test/helpers/sim-player.js";

/** The modes this demo plays. */
export type MultiDemoMode = "ffa3" | "ffa4" | "2v2";

/** The match seed of the multiplayer demos. */
const SEED = process.env.DEMO_MULTI_SEED ?? "20261124";

/** Four distinct precons (2v2 teammates may not share a legend or battlefields, CR 1.4 489.8.h-i). */
const PRECONS = ["precon-ogn-jinx", "precon-ogn-viktor", "precon-ogs-annie", "precon-ogs-garen", "precon-ogs-lux"];

/** What the demo saw, for the caller (and the demo test). */
export interface MultiDemoResult {
  status: string;
  winner: string;
  clicks: number;
  /** Invitation lines of the board log, in order ("Alice invites Carol (531.2).", "Carol declines …"). */
  invitations: string[];
  /** 2v2: the team threads (name, type, members' names). */
  teamThreads: { name: string; type: number; members: string[] }[];
}

/**
 * Plays one demo game of `mode`. `db` and `out` are the SQLite file and the board picture folder (emptied).
 * Returns the result; prints the transcript unless `quiet`.
 */
export async function multiplayerDemo(
  mode: MultiDemoMode,
  opts: { db: string; out: string; quiet?: boolean },
): Promise<MultiDemoResult> {
  const print = (line: string) => {
    if (!opts.quiet) console.log(line);
  };
  fs.mkdirSync(path.dirname(opts.db), { recursive: true });
  for (const f of [opts.db, `${opts.db}-wal`, `${opts.db}-shm`]) fs.rmSync(f, { force: true });
  fs.rmSync(opts.out, { recursive: true, force: true });
  fs.mkdirSync(opts.out, { recursive: true });
  const db = await createDb(`file:${opts.db}`);
  const fake = await startFakeDiscord({ extraUsers: [{ username: "dave", globalName: "Dave" }] });
  let pngs = 0;
  const bot = createDuelhallBot({
    token: fake.token,
    restApi: fake.apiBase,
    db: db.prisma,
    matches: new MatchService({ db: db.prisma, newSeed: () => SEED }),
    logger: createLogger(process.env.LOG_LEVEL ?? "warn"),
    onBoardPng: (_id, version, png) => {
      pngs++;
      fs.writeFileSync(path.join(opts.out, `board-${String(version).padStart(3, "0")}.png`), png);
    },
  });
  try {
    await bot.start();
    await bot.client.application!.commands.set(createCommands(() => bot.deps).map((c) => c.data));
    const seats = fake.users.slice(0, mode === "ffa3" ? 3 : 4);
    const names = new Map(seats.map((u) => [u.id, u.globalName ?? u.username]));
    const decks = PRECONS.map(precon).filter(supported);
    if (decks.length < seats.length) throw new Error("not enough supported precons for the demo");
    const wait = async (h: ReturnType<typeof fake.slash>) => h.waitFor(settled, 20_000, "bot answer");
    for (const [i, u] of seats.entries())
      await wait(fake.slash(u, "deck save", { name: decks[i]!.name, list: decks[i]!.text }));
    const [alice, ...invited] = seats as [FakeUser, ...FakeUser[]];
    print(`Duelhall ${mode} demo: ${seats.map((u, i) => `${names.get(u.id)} (${decks[i]!.name})`).join(", ")}\n`);
    const open = fake.slash(alice, "duel challenge", {
      opponent: invited[0]!,
      ...(invited[1] ? { opponent2: invited[1] } : {}),
      ...(invited[2] ? { opponent3: invited[2] } : {}),
      deck: decks[0]!.name,
      mode,
    });
    await wait(open);
    const lobby = open.original();
    if (!lobby) throw new Error(`no lobby: ${JSON.stringify(open.record.ack)}`);
    const matchId = customIds(lobby)[0]!.split(":")[1]!;
    // 2v2: Bob (seat 1, team 2) switches to Alice's team; Carol moves to team 2 in his place.
    if (mode === "2v2") await clickLabel(fake, invited[0]!, matchId, "Team 1");
    for (const u of invited) {
      const join = await clickLabel(fake, u, matchId, "Join");
      const chooser = join.original()!;
      const saved = await db.prisma.savedDeck.findMany({ where: { ownerId: u.id } });
      await fake.select(u, chooser, customIds(chooser)[0]!, [saved[0]!.id]).waitFor(settled, 20_000);
    }
    const read = async (): Promise<DriverMatch> => {
      const m = await bot.deps.matches.load(matchId);
      if (!m.ok) throw new Error(m.error.message);
      const row = await db.prisma.match.findUnique({ where: { id: matchId }, select: { boardMessageId: true } });
      const seat = m.pending ? m.match.seats.find((s) => s.seat === m.pending?.seat) : undefined;
      return {
        status: m.match.status,
        version: m.match.stateVersion,
        deciderId: seat?.playerId ?? null,
        boardMessageId: row?.boardMessageId ?? null,
      };
    };
    const policy = invitationPolicy();
    const players = seats.map((u, i) => new SimPlayer(fake, u, 11 + 12 * i, { policy }));
    const clicks = await playMatch(fake, players, { read, maxClicks: 8000 });

    print("── channel transcript (public messages; the board message is edited in place) ──");
    const boardId = (await read()).boardMessageId;
    const mention = (s: string) => s.replace(/<@(\d+)>/g, (_, id: string) => `@${names.get(id) ?? id}`);
    for (const m of fake.channelMessages().filter((x) => !x.ephemeral)) {
      if (m.message.id === boardId) print("[board message, edited in place after every action]");
      else if (m.message.content.trim()) print(mention(m.message.content));
    }
    const invitations = invitationLines(fake.messageEvents);
    print("\n── invitations (531.2), from the board's log ──");
    for (const l of invitations) print(l);
    const teamThreads = [...fake.threads.values()]
      .filter((t) => t.type === 12)
      .map((t) => ({
        name: t.name,
        type: t.type ?? 0,
        members: [...(t.members ?? [])].map((id) => names.get(id) ?? id),
      }));
    if (mode === "2v2") {
      print("\n── team threads (private, 648.8.f.1) ──");
      for (const t of teamThreads) print(`${t.name}: ${t.members.join(", ")}`);
    }
    const final = await bot.deps.matches.load(matchId);
    if (!final.ok) throw new Error(final.error.message);
    const w = final.match.winnerSeat;
    const winnerId = w === null ? null : final.match.seats.find((s) => s.seat === w)?.playerId;
    const team =
      mode === "2v2" && w !== null
        ? final.match.seats.filter((s) => s.seat % 2 === w % 2).map((s) => names.get(s.playerId))
        : null;
    const winner = winnerId ? (team ? `${team.join(" & ")} (team)` : (names.get(winnerId) ?? winnerId)) : "nobody";
    print(`\n${clicks} clicks; ${pngs} board pictures in ${opts.out}; database ${opts.db}`);
    print(`Match ${matchId} ${final.match.status}. Winner: ${winner} (${final.match.result?.reason ?? "?"})`);
    return { status: final.match.status, winner, clicks, invitations, teamThreads };
  } finally {
    await bot.stop();
    await fake.close();
    await db.close();
  }
}

/**
 * The demo's invitation policy (531.2.a, 648.8.a): the active player presses an offered Invite button (at most
 * 200 times in the game); an invited player declines the first invitation and accepts the next ones when Accept
 * is offered (531.2.a.2: only if they can act).
 */
function invitationPolicy(): (choices: readonly SimChoice[]) => SimChoice | undefined {
  let invites = 0;
  let answered = 0;
  return (choices) => {
    const accept = choices.find((c) => c.label === "Accept");
    const decline = choices.find((c) => c.label === "Decline");
    if (decline) return answered++ === 0 || !accept ? decline : accept;
    const invite = choices.find((c) => c.label?.startsWith("Invite "));
    if (invite && invites < 200) {
      invites++;
      return invite;
    }
    return undefined;
  };
}

/**
 * Invitation lines of the public board's log (channel and thread messages only, never a DM), deduplicated in order
 * of first appearance: the board is edited in place, so each edit repeats the recent log.
 */
function invitationLines(events: readonly MessageEvent[]): string[] {
  const seen = new Set<string>();
  for (const e of events) {
    if (e.dm || e.ephemeral) continue;
    const texts = [
      e.content,
      ...(e.embeds ?? []).flatMap((x) => [x.description ?? "", ...(x.fields ?? []).map((f) => f.value)]),
    ];
    for (const line of texts.flatMap((t) => t.split("\n")))
      if (/invites |accepts the invitation|declines the invitation/.test(line))
        seen.add(line.replace(/^(?:[-•✅\s]|➡️)+/u, "").replace(/ \(\+\d+ more\)$/, ""));
  }
  return [...seen];
}

/** Clicks the lobby button with this label as `user` and waits for the bot's answer. */
async function clickLabel(
  fake: Awaited<ReturnType<typeof startFakeDiscord>>,
  user: FakeUser,
  matchId: string,
  label: string,
): Promise<ReturnType<typeof fake.click>> {
  const lobby = fake
    .channelMessages()
    .map((m) => m.message.id)
    .map((id) => fake.message(id)!)
    .find((m) => customIds(m).some((c) => c.includes(matchId)));
  if (!lobby) throw new Error("no lobby message");
  const button = buttons(lobby).find((b) => b.label === label);
  if (!button) throw new Error(`no ${label} button in the lobby`);
  const h = fake.click(user, lobby, button.custom_id);
  await h.waitFor(settled, 20_000, `${label} answer`);
  return h;
}

function buttons(m: FakeMessage): { custom_id: string; label?: string }[] {
  return (m.message.components ?? []).flatMap((row) =>
    ((row as { components?: { custom_id?: string; label?: string }[] }).components ?? []).flatMap((c) =>
      c.custom_id ? [{ custom_id: c.custom_id, ...(c.label ? { label: c.label } : {}) }] : [],
    ),
  );
}

function customIds(m: FakeMessage): string[] {
  return buttons(m).map((b) => b.custom_id);
}
