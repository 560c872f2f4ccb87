/**
 * Another commit of this repository, built beside the current checkout so a performance script can
 * measure both in the same run (`npm run lighthouse -- --against COMMIT`).
 *
 * It lives in a detached git worktree outside the repository, `${os.tmpdir()}/zesty-against-<sha>`,
 * which is kept: a second run against the same commit reuses its dependencies and its build.
 * Dependencies: the current node_modules (hard links) when that commit's package-lock.json is the
 * same as the current one, else `npm ci` there (`npm install` when `npm ci` fails, e.g. on an
 * optional binary of another platform the registry mirror lacks). Then a test build
 * (`ZESTY_TEST_BUILD=1 npm run build`, that checkout's own build script) unless it has one.
 */
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, isTestBuild } from './server';

const ROOT = process.cwd();
const log = (msg: string) => console.error(`[against] ${msg}`);
/** Neither `npm ci` nor `npm install` may take longer than this (then it is stopped). */
const NPM_TIMEOUT_MS = 15 * 60_000;
/** Written into node_modules once the dependencies are complete (`npm ci` deletes it first). */
const DEPS_MARKER = '.zesty-against-deps.json';

export type Checkout = {
  /** The folder of the checkout. */
  root: string;
  sha: string;
  short: string;
  subject: string;
  /** The checkout has uncommitted changes to tracked files (the current checkout only). */
  dirty: boolean;
};

function git(args: string[], cwd = ROOT): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

function commitInfo(sha: string, cwd = ROOT) {
  return {
    sha,
    short: git(['rev-parse', '--short', sha], cwd),
    subject: git(['log', '-1', '--format=%s', sha], cwd),
  };
}

/** The full sha of `ref` (a commit, branch or tag), or an error that says it is none. */
export function resolveCommit(ref: string): string {
  if (ref.startsWith('-')) throw new Error(`--against: ${ref} is not a commit`);
  try {
    return git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    throw new Error(
      `--against: ${ref} is not a commit of this repository (git rev-parse --verify ${ref}^{commit} failed; fetch it first?)`,
    );
  }
}

/** The current checkout: its HEAD and whether tracked files differ from it. */
export function currentCheckout(): Checkout {
  const sha = git(['rev-parse', 'HEAD']);
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  return { root: ROOT, ...commitInfo(sha), dirty };
}

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/**
 * Runs a command in its own process group with its output on stderr; stops the whole group
 * (npm and whatever it started) after `timeoutMs` or when this process ends.
 */
function run(cmd: string, args: string[], cwd: string, timeoutMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      stdio: ['ignore', process.stderr.fd, process.stderr.fd],
      detached: true,
    });
    const kill = () => {
      try {
        if (child.pid && child.exitCode === null && child.signalCode === null)
          process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    process.once('exit', kill);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, timeoutMs);
    child.once('error', (e) => {
      clearTimeout(timer);
      process.off('exit', kill);
      resolve(e.message);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      process.off('exit', kill);
      if (code === 0) resolve(null);
      else if (timedOut) resolve(`timed out after ${timeoutMs / 60_000} min`);
      else resolve(`exit ${code ?? signal}`);
    });
  });
}

/** A detached worktree of `sha` at `dir`, created unless it is already there. */
function ensureWorktree(sha: string, dir: string) {
  if (fs.existsSync(dir)) {
    let head = '';
    try {
      head = git(['rev-parse', 'HEAD'], dir);
    } catch {
      // not a (working) checkout
    }
    if (head !== sha) {
      throw new Error(
        `${dir} exists but is not a checkout of ${sha}: remove it (rm -rf ${dir}; git worktree prune) and run again`,
      );
    }
    log(`reusing the worktree ${dir}`);
    return;
  }
  log(`adding a detached worktree of ${sha} at ${dir}…`);
  // --force: the path may still be registered from a worktree whose folder was deleted.
  git(['worktree', 'add', '--detach', '--force', dir, sha]);
}

async function ensureDependencies(sha: string, dir: string) {
  // The lockfile as committed: `npm install` may rewrite the worktree's copy.
  const lock = execFileSync('git', ['show', `${sha}:package-lock.json`], {
    cwd: ROOT,
    maxBuffer: 256 * 1024 * 1024,
  });
  const lockHash = sha256(lock);
  const modules = path.join(dir, 'node_modules');
  const marker = path.join(modules, DEPS_MARKER);
  try {
    const seen = JSON.parse(fs.readFileSync(marker, 'utf8')) as { lock?: string; how?: string };
    if (seen.lock === lockHash) {
      log(`reusing its node_modules (${seen.how})`);
      return;
    }
  } catch {
    // none yet, or unfinished
  }
  fs.rmSync(modules, { recursive: true, force: true });
  let how: string;
  const currentModules = path.join(ROOT, 'node_modules');
  const currentLock = fs.readFileSync(path.join(ROOT, 'package-lock.json'));
  if (lockHash === sha256(currentLock) && fs.existsSync(currentModules)) {
    // Hard links rather than a symlink, which Turbopack refuses when it points outside the
    // project. On another file system than the current checkout cp -al fails: then install.
    log('its package-lock.json is the current one: hard-linking the current node_modules…');
    const linked = await run('cp', ['-al', currentModules, modules], dir, NPM_TIMEOUT_MS);
    if (linked === null) how = 'hard links to the current node_modules';
    else {
      log(`cp -al failed (${linked}): installing instead`);
      fs.rmSync(modules, { recursive: true, force: true });
      how = await install(dir);
    }
  } else {
    how = await install(dir);
  }
  fs.writeFileSync(marker, `${JSON.stringify({ lock: lockHash, how })}\n`);
}

async function install(dir: string): Promise<string> {
  log(`its package-lock.json differs: npm ci in ${dir}…`);
  const ci = await run('npm', ['ci', '--no-audit', '--no-fund'], dir, NPM_TIMEOUT_MS);
  if (ci === null) return 'npm ci';
  log(`npm ci failed (${ci}): npm install instead…`);
  const installed = await run('npm', ['install', '--no-audit', '--no-fund'], dir, NPM_TIMEOUT_MS);
  if (installed === null) {
    // Keep the checkout as committed (what was installed is in node_modules/.package-lock.json).
    git(['checkout', '--', 'package-lock.json'], dir);
    return 'npm install (npm ci failed)';
  }
  throw new Error(
    `installing the dependencies of ${dir} failed: npm ci (${ci}), npm install (${installed})`,
  );
}

/**
 * The checkout of `ref` ready to serve: worktree, dependencies and a test build, each made only
 * when missing. Build output goes to stderr.
 */
export async function prepareOtherCommit(ref: string): Promise<Checkout> {
  const sha = resolveCommit(ref);
  const dir = path.join(os.tmpdir(), `zesty-against-${sha}`);
  ensureWorktree(sha, dir);
  await ensureDependencies(sha, dir);
  if (isTestBuild(dir)) log(`reusing its test build (${dir}/.next)`);
  else buildTestApp(dir, { toStderr: true });
  return { root: dir, ...commitInfo(sha), dirty: false };
}
