/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import ProfitTool from '#client/islands/profit-tool.tsx';
import SalaryTool from '#client/islands/salary-tool.tsx';
import VatTool from '#client/islands/vat-tool.tsx';
import { en } from '#content/i18n/en.ts';
import { commonLabels } from '#server/pages/tools/common-labels.ts';
import './support/jest-dom';

const t = en.pages.tools;
const common = commonLabels(t.common);
const base = {
  lang: 'en' as const,
  contactHref: '/en/contact/',
  origin: 'https://example.test',
  printed: { firm: 'Firm', contact: 'Street 1', date: 'Calculated on 25 November 2026' },
};

function salaryTool() {
  return render(
    <SalaryTool
      {...base}
      action="/en/tools/salary/"
      fields={{ gross: '', net: '', pension: '5', employer: '5', employment: 'primary' }}
      errors={{}}
      labels={{ common, fields: t.salary.fields, results: t.salary.results, message: t.salary.message }}
    />,
  );
}

const row = (name: string) => screen.getAllByRole('row', { name: new RegExp(`^${name}`) })[0] ?? document.body;

describe('salary calculator widget', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en/tools/salary/'));

  it('recalculates as the visitor types, with the server’s calculation, in a live region', () => {
    salaryTool();
    expect(screen.getByText(t.common.prompt)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(t.salary.fields.gross), { target: { value: '2,000' } });
    // 2,000 − 5% pension = 1,900 taxable; tax 16.00 + 10% of 1,450 = 161.00; net 1,739.00
    expect(within(row('Net salary')).getByText('€1,739.00')).toBeInTheDocument();
    expect(within(row('Total cost to the employer')).getByText('€2,100.00')).toBeInTheDocument();
    expect(screen.getAllByRole('table')[0]?.closest('[aria-live="polite"]')).not.toBeNull();
    // The address holds the amount written one way, whatever the visitor typed.
    expect(window.location.search).toBe('?gross=2000&pension=5&employer=5&employment=primary');
  });

  it('shows the server’s message on the field while typing, marks it invalid and takes the result out of the address', () => {
    salaryTool();
    const gross = screen.getByLabelText(t.salary.fields.gross);
    fireEvent.change(gross, { target: { value: '1000' } });
    fireEvent.change(gross, { target: { value: 'abc' } });
    expect(gross).toHaveAttribute('aria-invalid', 'true');
    expect(gross).toHaveAccessibleDescription(t.common.errors.invalid);
    // Read out in the result's live region too, led by the field's label, which it does not name.
    expect(screen.getAllByText(t.common.errors.invalid)).toHaveLength(1);
    expect(
      screen.getByText('Gross salary: enter an amount in euros, for example 1,250.50.').closest('[aria-live="polite"]'),
    ).not.toBeNull();
    expect(window.location.search).toBe('?pension=5&employer=5&employment=primary');
    fireEvent.change(screen.getByLabelText(t.salary.fields.pension), { target: { value: '20' } });
    expect(screen.getByLabelText(t.salary.fields.pension)).toHaveAccessibleDescription(
      `${t.salary.fields.percentHint} Enter the employee pension contribution from 5% to 15%.`,
    );
  });

  it('clears the gross when the visitor types a net, and works backwards', () => {
    salaryTool();
    fireEvent.change(screen.getByLabelText(t.salary.fields.gross), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText(t.salary.fields.net), { target: { value: '884' } });
    expect(screen.getByLabelText(t.salary.fields.gross)).toHaveValue('');
    expect(within(row('Gross salary')).getByText('€1,000.00')).toBeInTheDocument();
  });

  it('switches to a secondary employer’s flat 10%', () => {
    salaryTool();
    fireEvent.change(screen.getByLabelText(t.salary.fields.gross), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('radio', { name: t.salary.fields.secondary }));
    expect(within(row('Net salary')).getByText('€855.00')).toBeInTheDocument();
  });

  it('puts the result in the contact form’s message', () => {
    salaryTool();
    fireEvent.change(screen.getByLabelText(t.salary.fields.gross), { target: { value: '1000' } });
    const link = screen.getByRole('link', { name: t.common.cta.button });
    const message = new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('message');
    expect(message).toContain(
      'a gross salary of €1,000.00 leaves a net salary of €884.00 and costs the employer €1,050.00',
    );
  });

  it('points the language links at the live result', () => {
    document.body.insertAdjacentHTML('beforeend', '<a hreflang="sq" href="/sq/tools/salary/">Shqip</a>');
    salaryTool();
    fireEvent.change(screen.getByLabelText(t.salary.fields.gross), { target: { value: '1,000.50' } });
    expect(screen.getByRole('link', { name: 'Shqip' })).toHaveAttribute(
      'href',
      '/sq/tools/salary/?gross=1000.5&pension=5&employer=5&employment=primary',
    );
  });
});

describe('VAT widget', () => {
  it('marks a rate from a link it does not know until the visitor chooses one', () => {
    window.history.replaceState(null, '', '/en/tools/vat/?amount=100&rate=5');
    render(
      <VatTool
        {...base}
        action="/en/tools/vat/"
        fields={{ amount: '100', rate: '5', mode: 'add' }}
        errors={{ rate: 'choice' }}
        labels={{ common, fields: t.vat.fields, results: t.vat.results, message: t.vat.message }}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: t.vat.fields.rate });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'Choose a VAT rate: 18% or 8%.' })).toHaveAttribute(
      'href',
      '#tool-rate-18',
    );
    fireEvent.click(screen.getByRole('radio', { name: t.vat.fields.reduced }));
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(window.location.search).toBe('?amount=100&rate=8&mode=add');
  });
});

describe('profit widget', () => {
  it('takes a loss as the Albanian page writes it', () => {
    render(
      <ProfitTool
        {...base}
        lang="sq"
        action="/sq/tools/profit/"
        fields={{ profit: '-5.000', turnover: '', activity: 'trade' }}
        errors={{}}
        labels={{ common, fields: t.profit.fields, results: t.profit.results, message: t.profit.message }}
      />,
    );
    // A loss is named as one, in its own row, as a positive amount; the matcher folds the no-break space.
    expect(within(row(t.profit.results.lossBeforeTax)).getByText('5.000,00 €')).toBeInTheDocument();
    expect(screen.queryByText(t.profit.results.profit)).not.toBeInTheDocument();
    expect(screen.getByText(/carried forward/)).toBeInTheDocument();
  });
});
