export declare const FAILURE_LINE: RegExp;
/** The failures named in a runner's log, each once, with the first lines of its message. */
export declare function failureLines(
  lines: string[],
  options?: { messageLines?: number; maxLines?: number },
): string[];
