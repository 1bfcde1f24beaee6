/**
 * The exit statuses of every command, in one table: what each means, and how several combine (the
 * lowest that applies wins). A closed pipe is apart: the run ends quietly with 141, as a process
 * that SIGPIPE ended.
 */

/** Nothing to report. */
export const OK = 0;
/** A usage error: an unknown command or option, a missing argument, an option's bad value. */
export const USAGE_ERROR = 1;
/** An input or a file could not be processed (not a URI, a BASE that is not one, not UTF-8, unreadable…); the others were. */
export const NOT_PROCESSED = 2;
/** Standard output could not be written (no space left, an I/O error). */
export const OUTPUT_ERROR = 3;
/** A finding (check; site under `--strict`): a broken link or fragment; further kinds take the next numbers. */
export const FINDING = 4;
/** A finding (check under `--portable`; site under `--strict`): the site's scripts hold the build-time base (a generator's, without --static). */
export const SCRIPTS_HOLD_BASE = 5;
/** Standard output was closed by its reader (`| head -1`): 128 + SIGPIPE, written nowhere. */
export const BROKEN_PIPE = 141;

/** `a` and `b` together: the lowest status that applies, 0 only when neither does. */
export function combine(a: number, b: number): number {
  return a === OK ? b : b === OK ? a : Math.min(a, b);
}

/** The table as `java-uri help` shows it. */
export const EXIT_HELP = `Exit status, for every command (when several apply, the lowest wins):
  0    nothing to report
  1    a usage error (an unknown command or option, a missing argument, an option's bad value)
  2    an input, a BASE or a file could not be processed (the others still are);
       check: the site's base cannot be told
  3    standard output could not be written (a closed pipe ends quietly: 141)
  4    a finding: check, and site with --strict: a broken link or fragment
  5    a finding: check with --portable, and site with --strict: the generator's
       scripts hold the build-time base`;
