/**
 * Keeps the address bar on the result being shown (history.replaceState: no new history entry per
 * keystroke), so copying the address shares that very result, as the form's own GET would.
 */
export function showInAddressBar(action: string, fields: Record<string, string>): void {
  const query = new URLSearchParams(Object.entries(fields).filter(([, value]) => value.trim() !== '')).toString();
  const url = query ? `${action}?${query}` : action;
  if (`${location.pathname}${location.search}` !== url) history.replaceState(history.state, '', url);
}
