/**
 * Copies text: the async Clipboard API first; where it is missing or refused (older browsers, insecure
 * origins), a temporary text area and the legacy copy command.
 */
export async function copyText(text: string, doc: Document = document): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Fall through to the legacy path.
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'visually-hidden';
  doc.body.append(area);
  area.select();
  try {
    doc.execCommand('copy');
  } finally {
    area.remove();
  }
}
