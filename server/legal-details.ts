import { type Dictionary } from '#content/i18n/dictionary.ts';
import { type LegalIdentity } from '#content/legal.ts';
import { fullAddress, site } from '#content/site.ts';
import { format } from '#shared/format.ts';
import { type Lang } from '#shared/languages.ts';

export interface LegalDetail {
  label: string;
  value: string;
}

/** The legal facts the firm has given, labelled in a language; a fact it has not given is left out. */
export function legalDetails(legal: LegalIdentity, lang: Lang, t: Dictionary): LegalDetail[] {
  const l = t.legal;
  const listed = (items: LegalIdentity['memberships']) => items.map((item) => item[lang]).join('; ');
  const details: Array<[string, string | undefined]> = [
    [l.legalName, legal.legalName],
    [l.nui, legal.nui],
    [l.registeredAddress, legal.registeredAddress],
    [l.memberships, listed(legal.memberships)],
    [l.licences, listed(legal.licences)],
    [l.indemnityInsurer, legal.indemnityInsurer],
  ];
  return details.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

/**
 * Who controls the visitor's data (GDPR Art. 13(1)(a); Kosovo's Law No. 06/L-082): the registered name and
 * seat when given, else the name and address the site trades under, and the registration number when given.
 */
export function controllerText(legal: LegalIdentity, lang: Lang, t: Dictionary): string {
  const c = t.pages.privacy.controller;
  const named = format(c.named, {
    name: legal.legalName ?? site.name,
    address: legal.registeredAddress ?? fullAddress(lang),
    email: site.email,
  });
  return legal.nui ? `${named} ${format(c.registered, { nui: legal.nui })}` : named;
}
