// CPU time of the server (this process: the app and its floor twins; autocannon runs in a child) and of
// PostgreSQL (the postmaster and every backend, from /proc), so a run can report CPU milliseconds per request.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

interface ProcStat {
  ppid: number;
  /** own user + system time, in ms */
  own: number;
  /** user + system time of children already reaped by this process, in ms */
  reaped: number;
}

function procStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name sits in parentheses and may hold spaces: fields are counted after the last ')'
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const tick = (index: number) => Number(fields[index]) * TICK_MS;
    return { ppid: Number(fields[1]), own: tick(11) + tick(12), reaped: tick(13) + tick(14) };
  } catch {
    return null;
  }
}

/** PostgreSQL's CPU so far: the postmaster, its live backends, and the backends that already exited. */
export function postgresCpuMs(postmasterPid: number): number {
  const postmaster = procStat(postmasterPid);
  if (!postmaster) return 0;
  let total = postmaster.own + postmaster.reaped;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat?.ppid === postmasterPid) total += stat.own;
  }
  return total;
}

export function serverCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export function postmasterPid(pgDir: string): number {
  return Number(readFileSync(`${pgDir}/postmaster.pid`, 'utf8').split('\n')[0]);
}
