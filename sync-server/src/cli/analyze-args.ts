import { parseArgs } from 'node:util';

/** Exit codes of `npm run analyze`, as --help states them. */
export const EXIT = { ok: 0, analysisFailed: 1, usage: 2 } as const;

export const HELP = `Usage: npm run analyze -- [options] <url>
       npm run analyze -- [options] --from-pages <dir>

Reads a SaaS website's public pages and prints its Activation Strategy report,
with the same engine as the server, in this process.

Arguments:
  <url>                 the website to analyse (https:// is assumed when left out)

Options:
  --pricing <url>       the pricing page, when the crawler would not find it
  --json                print the full report as JSON instead of a summary
  --output <file>       write the report to <file> instead of standard output
  --save-pages <dir>    also keep the pages read in <dir> (each page's HTML as fetched,
                        the DOM a browser drew and its requests, page-set.json)
  --from-pages <dir>    score pages saved with --save-pages again, without reading the
                        site (gather once, score again offline); <dir> may also be the
                        .tar.gz of an analysis' pages downloaded by an admin
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
  | { kind: 'analyze'; url: string; pricing: string | undefined; json: boolean; output: string | undefined; savePages: string | undefined }
  | { kind: 'from-pages'; fromPages: string; json: boolean; output: string | undefined };

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
        'save-pages': { type: 'string' },
        'from-pages': { type: 'string' },
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
  if (values.output === '') return { kind: 'usage-error', message: '--output needs a file name.' };
  if (values['save-pages'] === '' || values['from-pages'] === '') return { kind: 'usage-error', message: '--save-pages and --from-pages need a folder.' };
  const fromPages = values['from-pages'];
  if (fromPages !== undefined) {
    if (values['save-pages'] !== undefined) return { kind: 'usage-error', message: '--from-pages reads pages saved before; it saves none.' };
    if (positionals.length > 0 || values.pricing !== undefined) {
      return { kind: 'usage-error', message: '--from-pages scores the saved pages of the address they were read from: give no address.' };
    }
    return { kind: 'from-pages', fromPages, json: values.json, output: values.output };
  }
  if (positionals.length === 0) return { kind: 'usage-error', message: 'The website address is missing.' };
  if (positionals.length > 1) return { kind: 'usage-error', message: `One website address at a time; got ${positionals.length}.` };
  return { kind: 'analyze', url: positionals[0]!, pricing: values.pricing, json: values.json, output: values.output, savePages: values['save-pages'] };
}
