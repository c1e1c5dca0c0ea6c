import { Alert, List, Text } from '@mantine/core';
import { MAX_BATCH_ITEMS } from '../../../../../engine/contract/batch.ts';

/** SPEC section 2: the info box of the create tab. */
export function SupportedFormats() {
  return (
    <Alert color="blue" variant="light" title="Supported formats">
      <List size="sm" spacing={4}>
        <List.Item>
          Standard CSV with headers, such as <code>url,companyName</code>
        </List.Item>
        <List.Item>A simple list of URLs, one per line</List.Item>
        <List.Item>Any common column naming: website, domain, URL, site, homepage, link</List.Item>
        <List.Item>Tab-separated values</List.Item>
        <List.Item>Domains with or without protocol (example.com or https://example.com)</List.Item>
        <List.Item>
          Lines starting with <code>#</code> are comments
        </List.Item>
        <List.Item>Header names are flexible (Website URL, company_name, Organization...)</List.Item>
      </List>
      <Text size="sm" mt="xs">
        Up to {MAX_BATCH_ITEMS} websites per batch; a site listed twice is analysed once.
      </Text>
    </Alert>
  );
}
