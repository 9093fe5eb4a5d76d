import { readFile } from 'node:fs/promises';

/**
 * What a drill reads about a process it started, from Linux's /proc by PID:
 * the resident set is what `process_resident_memory_bytes` reports on the
 * metrics (docs/operations.md "Metrics and alerts"), here without the server's help.
 */
export async function residentMemoryBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const line = status.split('\n').find((entry) => entry.startsWith('VmRSS:'));
  const kilobytes = Number(line?.match(/(\d+)\s*kB/)?.[1]);
  if (!Number.isFinite(kilobytes)) throw new Error(`no VmRSS for process ${pid}`);
  return kilobytes * 1024;
}

/** CPU time (user + system) the process has used, in seconds, from /proc/<pid>/stat. */
export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

export const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
