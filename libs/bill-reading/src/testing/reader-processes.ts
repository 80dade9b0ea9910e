import fs from 'node:fs';

/**
 * The bill reader's processes that `parentPid` started and that are still alive (not zombies): their
 * command line names the reader's entry. For the tests and bench:read-attacks, which check that a reading
 * stopped really ends its process (Linux /proc).
 */
export function readerProcessesOf(parentPid: number): number[] {
  const out: number[] = [];
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After the command's name in parentheses: the state, then the parent's pid.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) !== parentPid || state === 'Z') continue;
      if (/reader-process|read-worker/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')))
        out.push(Number(pid));
    } catch {
      // Ended while it was looked at.
    }
  }
  return out;
}
