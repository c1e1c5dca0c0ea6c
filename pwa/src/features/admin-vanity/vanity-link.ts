/** The public link of a vanity path on this site: page origin plus /v/{path} (SPEC section 2). */
export function vanityLink(vanityPath: string, origin: string = window.location.origin): string {
  return `${origin}/v/${encodeURIComponent(vanityPath)}`;
}
