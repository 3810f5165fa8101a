// Child processes for scripts/ and e2e/. Every child runs in its own process group, so stopping
// it also stops whatever it started (npx -> lighthouse, vite -> esbuild workers), and
// `stopAll()` stops everything still running: call it on success, on failure and on Ctrl-C
// (`stopOnSignals`). Children are only ever signalled by their own process group id.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

/** The repository root (scripts/lib/../..). */
export const root = fileURLToPath(new URL('../..', import.meta.url));

const children = new Set();

/**
 * Starts `command args` in its own process group, cwd = repository root. stdout and stderr are
 * collected line by line in `entry.output` (shown when something fails). `stopSignal` is what
 * `stop()` sends first (SIGINT for tools that clean up on Ctrl-C, like chrome-launcher).
 */
export function start(name, command, args, { env = {}, stopSignal = 'SIGTERM' } = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const exited = new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    // A command that cannot be spawned (ENOENT) never exits: count it as a failure.
    child.once('error', (error) => {
      output.push(String(error));
      resolve(-1);
    });
  });
  // Colour codes stripped: with FORCE_COLOR set (as on the CI machine) vite prints
  // "127.0.0.1:\x1b[1m4173" and a banner check looking for the URL never matched.
  const record = (chunk) => {
    for (const line of stripVTControlCharacters(String(chunk)).split('\n')) {
      if (line.trim()) output.push(line);
    }
  };
  child.stdout.on('data', record);
  child.stderr.on('data', record);
  const entry = { name, child, output, exited, stopSignal };
  children.add(entry);
  exited.then(() => children.delete(entry));
  return entry;
}

/** `start()` for a Node script: runs it with this very Node binary. */
export function startNode(name, args, options) {
  return start(name, process.execPath, args, options);
}

const hasExited = (entry) => entry.child.exitCode !== null || entry.child.signalCode !== null;

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // already gone
  }
}

/** Stops one child's process group: its stop signal, then SIGKILL after `graceMs`. */
export async function stop(entry, graceMs = 5000) {
  if (!entry.child.pid || hasExited(entry)) return;
  if (!signalGroup(entry.child.pid, entry.stopSignal)) return;
  let timer;
  const timedOut = await Promise.race([
    entry.exited.then(() => false),
    new Promise((resolve) => (timer = setTimeout(resolve, graceMs, true))),
  ]);
  // A pending grace timer would keep the caller's process alive for graceMs after the stop.
  clearTimeout(timer);
  if (timedOut) {
    signalGroup(entry.child.pid, 'SIGKILL');
    await entry.exited;
  }
}

/** Stops every child still running. */
export async function stopAll() {
  await Promise.all([...children].map((entry) => stop(entry)));
}

/**
 * Process groups led by a process whose command line contains `marker` (a unique argument this
 * script gave it), killed with SIGKILL. For grandchildren that leave their parent's group, like
 * the Chromium chrome-launcher starts detached: normally their parent closes them, this is the
 * safety net when the parent was killed first. Linux /proc only; elsewhere a no-op.
 */
export function killMarkedGroups(marker) {
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  let killed = 0;
  for (const pid of pids) {
    let cmdline;
    let stat;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    if (!cmdline.split('\0').some((arg) => arg.includes(marker))) continue;
    // stat: "pid (comm) state ppid pgrp ..."; comm may hold spaces, so split after the last ')'.
    const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
    if (pgrp === Number(pid) && signalGroup(pgrp, 'SIGKILL')) killed += 1;
  }
  return killed;
}

/**
 * Runs `cleanUp` then exits 130 on SIGINT or SIGTERM. A second signal while cleaning up is
 * ignored (cleanUp ends with SIGKILL anyway).
 */
export function stopOnSignals(cleanUp) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void Promise.resolve()
        .then(cleanUp)
        .finally(() => process.exit(130));
    });
  }
}

/**
 * Polls `check` every 100 ms until it resolves truthy. Fails after `timeoutMs`, or as soon as
 * `entry` (the child that should make it true) exits, with that child's output.
 */
export async function waitFor(what, check, timeoutMs, entry) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (entry && hasExited(entry)) {
      throw new Error(`${entry.name} exited early:\n${entry.output.join('\n')}`);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `timed out waiting for ${what}${entry ? `:\n${entry.output.join('\n')}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A check for `waitFor`: whether `url` answers 2xx. */
export const reachable = (url) => () =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );
