import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Where the servers run when the machine has a core to spare: the load generator keeps CPU 0 to itself. */
export const SERVER_CPU = 1;
export const LOAD_CPU = 0;

const TASKSET = ['/usr/bin/taskset', '/bin/taskset'].find((path) => existsSync(path));

/** Why the processes cannot be pinned here, or `undefined` when they can. */
export function pinningUnavailable(): string | undefined {
  if (!TASKSET) return 'taskset is not installed (util-linux)';
  if (availableParallelism() < 2) return 'the machine has one core';
  return undefined;
}

/** `pid` and every process it started, read from /proc (nginx's workers, a server's own children). */
export function processTree(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`, { withFileTypes: true }).flatMap((task) => {
    try {
      return readFileSync(`/proc/${pid}/task/${task.name}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  });
  return [pid, ...children.flatMap(processTree)];
}

/**
 * Pins every thread of `pid` and of the processes it started to `cpu`; threads started later inherit it from the
 * thread that starts them. Answers whether it could.
 */
export function pin(pid: number, cpu: number): boolean {
  if (!TASKSET || pinningUnavailable()) return false;
  for (const each of processTree(pid)) {
    execFileSync(TASKSET, ['--all-tasks', '--cpu-list', '--pid', `${cpu}`, `${each}`], { stdio: 'ignore' });
  }
  return true;
}

/** The kernel's clock ticks per second, in which /proc reports CPU time (100 on every Linux seen here). */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system, ms) spent so far by `pid` and the processes it started, from /proc/<pid>/stat. */
export function cpuMs(pid: number): number {
  return processTree(pid).reduce((sum, each) => {
    // The command name may hold spaces and parentheses: the fields are counted from the last ')'.
    const stat = readFileSync(`/proc/${each}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are the stat file's 14th and 15th fields, the 12th and 13th after the name.
    return sum + ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  }, 0);
}
