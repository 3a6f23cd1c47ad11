import { type Lang } from '#shared/languages.ts';

/**
 * The firm's legal identity: the one file the firm edits for it. None of it was known when the site was
 * built, so every fact is left out rather than made up: a fact not given here is not shown at all (no label,
 * no heading). README's "Before launch" lists what to fill in. The privacy page names the controller from
 * this file (the trading name and office address in site.ts stand in until the registered ones are given).
 */
export interface LegalIdentity {
  /** The name in the ARBK business register, with its legal form ("… SH.P.K."). */
  legalName?: string;
  /** The unique identification number (NUI) ARBK gave the company at registration. */
  nui?: string;
  /** The registered seat as the register writes it. */
  registeredAddress?: string;
  /** Professional bodies the firm or its accountants belong to, as each language names them. */
  memberships: ReadonlyArray<Record<Lang, string>>;
  /** Licences held (what for, and the authority that granted them), as each language names them. */
  licences: ReadonlyArray<Record<Lang, string>>;
  /** The insurer of the firm's professional indemnity (liability) insurance. */
  indemnityInsurer?: string;
}

export const legal: LegalIdentity = {
  memberships: [],
  licences: [],
};
