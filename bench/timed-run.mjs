// One timed run of a command for the link-checking benches (bench/check.mjs, bench/check-real.mjs): its
// standard output to `out`, its error output to `out`.err, its wall clock, its status, and its CPU time
// where /usr/bin/time is there; stopped (its process group killed) after `limit` seconds.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';

const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

/**
 * Runs `command` with `args` in `cwd` once and waits for it: {seconds, cpu, status, stopped}, cpu (user +
 * system seconds) null without /usr/bin/time or for a run stopped at `limit` seconds.
 */
export function timedRun(command, args, { cwd, out, limit }) {
  const timeFile = out + '.time';
  rmSync(timeFile, { force: true });
  const [cmd, argv] = TIME === null ? [command, args] : [TIME, ['-f', '%U %S', '-o', timeFile, command, ...args]];
  const stdout = openSync(out, 'w');
  const stderr = openSync(out + '.err', 'w');
  const started = process.hrtime.bigint();
  const child = spawn(cmd, argv, { cwd, stdio: ['ignore', stdout, stderr], detached: true });
  let stopped = false;
  const timer = setTimeout(() => {
    stopped = true;
    process.kill(-child.pid, 'SIGKILL');
  }, limit * 1000);
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (status) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      clearTimeout(timer);
      closeSync(stdout);
      closeSync(stderr);
      let cpu = null;
      if (!stopped && existsSync(timeFile)) {
        // /usr/bin/time's last line: "USER SYSTEM" (a line before it when the command failed).
        const last = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
        if (last.length === 2 && last.every(Number.isFinite)) cpu = last[0] + last[1];
      }
      rmSync(timeFile, { force: true });
      done({ seconds, cpu, status, stopped });
    });
  });
}
