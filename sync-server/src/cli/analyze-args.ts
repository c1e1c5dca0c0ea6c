import { parseArgs } from 'node:util';

/** Exit codes of `npm run analyze`, as --help states them. */
export const EXIT = { ok: 0, analysisFailed: 1, usage: 2 } as const;

export const HELP = `Usage: npm run analyze -- [options] <url>

Reads a SaaS website's public pages and prints its Activation Strategy report,
with the same engine as the server, in this process.

Arguments:
  <url>                 the website to analyse (https:// is assumed when left out)

Options:
  --pricing <url>       the pricing page, when the crawler would not find it
  --json                print the full report as JSON instead of a summary
  --output <file>       write the report to <file> instead of standard output
  --help, -h            show this help and exit
  --version, -v         print the version and exit

Environment variables:
  ALLOW_PRIVATE_NETWORK=true   allow loopback and private addresses (local test sites);
                               refused by default
  BROWSER_RENDERING            auto, always or off: render pages in headless Chromium
                               (default auto)
  CHROMIUM_PATH                the Chromium to render with (default: found on the machine)

Progress (each page as it is read) goes to standard error when it is a terminal.

Exit codes:
  0  the report was written
  1  the analysis failed (site unreachable, refused or not a website)
  2  usage error (unknown option, missing or invalid address)
`;

export type CliCommand =
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'usage-error'; message: string }
  | { kind: 'analyze'; url: string; pricing: string | undefined; json: boolean; output: string | undefined };

/** Reads the command line; never throws, so every mistake becomes exit code 2 with a message. */
export function parseAnalyzeArgs(args: string[]): CliCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        pricing: { type: 'string' },
        json: { type: 'boolean', default: false },
        output: { type: 'string', short: 'o' },
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', short: 'v', default: false },
      },
    });
  } catch (error) {
    return { kind: 'usage-error', message: (error as Error).message };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  if (positionals.length === 0) return { kind: 'usage-error', message: 'The website address is missing.' };
  if (positionals.length > 1) return { kind: 'usage-error', message: `One website address at a time; got ${positionals.length}.` };
  if (values.output === '') return { kind: 'usage-error', message: '--output needs a file name.' };
  return { kind: 'analyze', url: positionals[0]!, pricing: values.pricing, json: values.json, output: values.output };
}
