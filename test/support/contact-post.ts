/** Visitor n's message: a name, an address and a text of its own, to be found again in the store or the inbox. */
export const numberedMessage = (n: number) => ({
  name: `Visitor ${n}`,
  email: `v${n}@example.com`,
  message: `Message number ${n} about payroll.`,
});

/** Visitor n's own client address (n up to 65,535), so that no rate limit counts two visitors as one. */
export const visitorAddress = (n: number) => `198.51.${n >> 8}.${n & 255}`;

/** The contact form posted as a browser does, by a visitor at `client` through the one trusted proxy hop. */
export function postContact(origin: string, fields: Record<string, string>, client: string): Promise<Response> {
  return fetch(`${origin}/en/contact/`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'X-Forwarded-For': client },
    body: new URLSearchParams(fields),
  });
}
