import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * One process per embedded data dir (PGlite allows one). `proper-lockfile`: the lock is a
 * directory made atomically (`DATA_DIR/zesty.lock`) whose modification time its holder refreshes
 * every UPDATE_MS; one not refreshed for STALE_MS belongs to a process that is gone (a `kill -9`,
 * a power cut) and is taken over. A process id proves nothing (the old check took a reused id
 * for the holder, issue 26): the pid written beside the lock (`zesty.pid`) only names the holder
 * in the message.
 */
export const STALE_MS = 10_000;
const UPDATE_MS = 2_000;
/** How long an open waits for a silent lock to go stale before giving up (ms). */
export const WAIT_MS = STALE_MS + 1_500;
const POLL_MS = 500;

const LOCK_NAME = 'zesty.lock';
const PID_NAME = 'zesty.pid';

export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number | undefined) {
    const who = pid === undefined ? 'another process' : `process ${pid}`;
    const stop =
      pid === undefined
        ? 'stop the other Zesty process'
        : `stop the other Zesty process (kill ${pid})`;
    super(
      `The embedded database in ${dir} is already in use by ${who}. ` +
        `PGlite allows one process at a time: ${stop}, ` +
        `point this one at another DATA_DIR, or set DATABASE_URL to a PostgreSQL database to run several processes.`,
    );
    this.name = 'DataDirInUseError';
  }
}

const lockOptions = (dir: string) => ({
  lockfilePath: path.join(dir, LOCK_NAME),
  stale: STALE_MS,
});

/** The pid the holder wrote, if it is readable (for the message only). */
function holderPid(dir: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(dir, PID_NAME), 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Data dirs this process holds: a second open here is refused at once. */
const held = new Set<string>();

/** The lock's modification time, undefined when there is none. */
function lockTime(dir: string): number | undefined {
  try {
    return fs.statSync(path.join(dir, LOCK_NAME)).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Tries `attempt` (answers true when the dir is ours or free) until it succeeds, or the holder
 * shows it is alive (it refreshed the lock meanwhile: at most UPDATE_MS), or WAIT_MS pass; a lock
 * of a process that is gone goes stale within WAIT_MS and is then taken over by `attempt`.
 */
async function whileHeld(dir: string, attempt: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + WAIT_MS;
  const first = lockTime(dir);
  for (;;) {
    if (await attempt()) return true;
    const now = lockTime(dir);
    if (now !== undefined && first !== undefined && now !== first) return false;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Locks `dir` (made if missing) for this process and answers the release. A live holder is
 * refused with DataDirInUseError within about UPDATE_MS; the lock of a process that was killed is
 * taken over once stale. Losing the lock later (the event loop blocked for longer than STALE_MS,
 * or the folder removed) is logged; the process goes on.
 */
export async function acquireDataDirLock(dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  const key = fs.realpathSync(dir);
  if (held.has(key)) throw new DataDirInUseError(dir, process.pid);
  let release: (() => Promise<void>) | undefined;
  const locked = await whileHeld(dir, async () => {
    try {
      release = await lockfile.lock(dir, {
        ...lockOptions(dir),
        update: UPDATE_MS,
        onCompromised: (err) =>
          console.error(`The lock of the embedded database in ${dir} was lost: ${err.message}`),
      });
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ELOCKED') return false;
      throw err;
    }
  });
  if (!locked || !release) throw new DataDirInUseError(dir, holderPid(dir));
  const unlock = release;
  held.add(key);
  fs.writeFileSync(path.join(dir, PID_NAME), String(process.pid));
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    held.delete(key);
    fs.rmSync(path.join(dir, PID_NAME), { force: true });
    await unlock().catch(() => undefined);
  };
}

/**
 * The pid (or `true` when unknown) of a live process holding `dir`, undefined when the dir is
 * free or its holder has gone. For `npm start`, which checks before it builds.
 */
export async function dataDirHolder(dir: string): Promise<number | true | undefined> {
  if (lockTime(dir) === undefined) return undefined;
  const free = await whileHeld(
    dir,
    async () => !(await lockfile.check(dir, lockOptions(dir)).catch(() => false)),
  );
  return free ? undefined : (holderPid(dir) ?? true);
}
