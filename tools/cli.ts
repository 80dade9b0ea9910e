/** What the command-line tools share. */

/** An error as one line for the console: its message, or the value as text. */
export const errorMessage = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/**
 * Ends a tool with the exit code its run answers; a run that throws prints `message(err)` on stderr and
 * exits 1.
 */
export function exitWith(run: Promise<number>, message: (err: unknown) => string = errorMessage): void {
  run.then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(message(err));
      process.exit(1);
    },
  );
}
