/**
 * Contact values travel to the reveal widget base64-encoded (UTF-8), so the page's HTML never holds a
 * plain email address or phone number for harvesters to pick up.
 */
export function encodeContact(value: string): string {
  const utf8 = encodeURIComponent(value).replace(/%([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return btoa(utf8);
}

export function decodeContact(encoded: string): string {
  const percent = Array.from(atob(encoded), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
  return decodeURIComponent(percent);
}
