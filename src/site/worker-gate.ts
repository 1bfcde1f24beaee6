/**
 * When `jobs: 'auto'` starts workers, and how many: from the walk's own pace once its code is warm,
 * and from the cores that sat idle meanwhile (os.cpus(), not the load average).
 *
 * Why not the first pages' pace: they run cold code, two to three times slower than the pages after
 * (Hugo's 1,024 pages: 3 ms a page for the first 8, 1.2 ms by the 50th), which priced a site of one
 * second at three and started workers that cost more than they saved (`check --jobs 2` 1.23 s against
 * 0.98 s). Why not the 1-minute load average: it still counts a program that ended a minute ago (a
 * build, the run before), so that a walk on an idle machine stayed on one thread (Hugo's 10,204 pages:
 * `site` 57 s, against 30 s with two workers).
 */
import { cpus } from 'node:os';

/** The walk's own work (ms) between two looks at its pace and the cores. */
const LOOK_EVERY_MS = 500;

/**
 * The work ahead (ms, at the pace of the last look's pages) for which workers are started: below it,
 * their start and their cold code cost more than they save (bench/check-real.mjs, sites of 10 to
 * 10,000 pages).
 */
const WORKERS_PAY_MS = 2000;

export class WorkerGate {
  readonly #cores: number;
  readonly #texts: number;
  #ms = 0;
  #pages = 0;
  #nextLook = LOOK_EVERY_MS;
  /** The previous look: the work done by then, and the cores' times. */
  #look: { ms: number; pages: number; times: CoreTimes } | null = null;

  /** For a walk of `texts` pages and stylesheets, on a machine of `cores` (at most that many workers). */
  constructor(cores: number, texts: number) {
    this.#cores = cores;
    this.#texts = texts;
  }

  /**
   * A page or stylesheet read on the walk's thread in `ms`: the workers to start now, else 0. Every
   * LOOK_EVERY_MS of work the walk looks: from the second look on (the first window's code is cold),
   * workers start when the pages left, at the last window's pace, are WORKERS_PAY_MS or more of work,
   * one for the core the walk frees and one for each core idle in that window, if that makes two.
   */
  timed(ms: number): number {
    this.#ms += ms;
    this.#pages++;
    if (this.#ms < this.#nextLook) return 0;
    this.#nextLook = this.#ms + LOOK_EVERY_MS;
    const look = { ms: this.#ms, pages: this.#pages, times: coreTimes() };
    const last = this.#look;
    this.#look = look;
    if (last === null) return 0;
    const ahead = ((look.ms - last.ms) / (look.pages - last.pages)) * (this.#texts - look.pages);
    if (ahead < WORKERS_PAY_MS) return 0;
    const workers = Math.min(this.#cores, Math.round(idleCores(last.times, look.times)) + 1);
    return workers >= 2 ? workers : 0;
  }
}

/** The time all cores spent idle, and in all (ms, since the machine started). */
interface CoreTimes {
  idle: number;
  all: number;
  count: number;
}

function coreTimes(): CoreTimes {
  let idle = 0;
  let all = 0;
  const list = cpus();
  for (const { times } of list) {
    idle += times.idle;
    all += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, all, count: list.length };
}

/** How many cores were idle between `before` and `after`, on average (0 when no time passed). */
function idleCores(before: CoreTimes, after: CoreTimes): number {
  const all = after.all - before.all;
  return all > 0 ? ((after.idle - before.idle) / all) * after.count : 0;
}
