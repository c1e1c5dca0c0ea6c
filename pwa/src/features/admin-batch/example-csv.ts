import { saveFile } from './save-file.ts';

export const EXAMPLE_CSV_FILE_NAME = 'batch-example.csv';

/** SPEC section 2: four example rows plus comment lines; the server reads it as it stands. */
export const EXAMPLE_CSV = [
  '# Onboarding Analyzer batch file',
  '# One website per row: url (required) and companyName (optional).',
  '# Lines starting with # are comments; a plain list of URLs, one per line, works too.',
  'url,companyName',
  'https://slack.com,Slack',
  'https://www.notion.so,Notion',
  'https://linear.app,Linear',
  'https://www.figma.com,Figma',
  '',
].join('\n');

export function downloadExampleCsv(): void {
  saveFile(new Blob([EXAMPLE_CSV], { type: 'text/csv;charset=utf-8' }), EXAMPLE_CSV_FILE_NAME);
}
