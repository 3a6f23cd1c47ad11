/**
 * Keeps the address bar on what the screen shows (history.replaceState: no new history entry per
 * keystroke): the result's canonical query, or only the choices when the entry is wrong, so a copied
 * address opens the same screen. The language menu's links follow, so switching language keeps the result.
 */
export function showInAddressBar(action: string, query: Record<string, string>): void {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value.trim() !== '')).toString();
  const suffix = search ? `?${search}` : '';
  const url = `${action}${suffix}`;
  if (`${location.pathname}${location.search}` !== url) history.replaceState(history.state, '', url);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
    link.href = `${new URL(link.href).pathname}${suffix}`;
  }
}
