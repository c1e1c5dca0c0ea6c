/**
 * Text no customer wrote: an error or log message, a code sample, a commit message, a
 * command's output (docs put these in quotes and blockquotes), or a template's filler
 * ("Lorem ipsum dolor sit amet"). None of it is anybody's testimony.
 */

/** "[2024-05-01 10:02:11]", "2024-05-01T10:02:11Z": a log line's time stamp. */
const TIME_STAMP = /\[?\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/;
/** A log level or an error's name as a word of its own: "WARN", "ERROR", "Error:", "Fehler:", "Erreur :", "TypeError". */
const LOG_LEVEL =
  /(?:^|[\s"'„«“[(])(?:TRACE|DEBUG|INFO|WARN(?:ING)?|ERROR|FATAL|PANIC|(?:Error|Fehler|Erreur|Exception|Warning|Warnung|Avertissement|Advertencia)\s?:|[A-Z][a-z]+(?:Error|Exception)\b)/;
/** An address and port, a path with a line number, a stack frame. */
const TECHNICAL = /\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b|\blocalhost:\d+|\bat [\w.$<>]+ \(|\.(?:js|ts|py|go|rb|java|rs):\d+/;
/** A commit message: "fix(auth): …", "feat: …", "chore(deps): …". */
const COMMIT = /^\s*["'„«“]?(?:fix|feat|chore|docs|refactor|perf|test|build|ci|style|revert)(?:\([\w./-]+\))?!?:\s/i;
/** JSON or code: braces with keys, assignments, calls. */
const CODE = /^\s*[{[]\s*"[\w-]+"\s*:|[;{}]\s*$|\bfunction\s*\(|=>|^\s*\$\s+[a-z]/;

/** Text that reads as an error, a log line, code or a commit message rather than words someone said. */
export function isMachineText(text: string): boolean {
  return TIME_STAMP.test(text) || LOG_LEVEL.test(text) || TECHNICAL.test(text) || COMMIT.test(text) || CODE.test(text);
}

/** A template's filler text, left where a real quote was to go. */
const FILLER = /\blorem ipsum\b|\bdolor sit amet\b/i;

export function isFillerText(text: string): boolean {
  return FILLER.test(text);
}
