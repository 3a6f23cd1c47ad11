/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import ProfitTool from '#client/islands/profit-tool.tsx';
import SalaryTool from '#client/islands/salary-tool.tsx';
import { en } from '#content/i18n/en.ts';
import { commonLabels } from '#server/pages/tools/common-labels.ts';

const t = en.pages.tools;
const common = commonLabels(t.common);

function salaryTool() {
  return render(
    <SalaryTool
      lang="en"
      action="/en/tools/salary/"
      contactHref="/en/contact/"
      fields={{ gross: '', net: '', pension: '5', employer: '5', employment: 'primary' }}
      errors={{}}
      labels={{ common, fields: t.salary.fields, results: t.salary.results, message: t.salary.message }}
    />,
  );
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('salary calculator widget', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en/tools/salary/'));

  it('recalculates as the visitor types, with the server’s calculation, in a live region', () => {
    salaryTool();
    expect(screen.getByText(t.common.prompt)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(t.salary.fields.gross), { target: { value: '2,000' } });
    // 2,000 − 5% pension = 1,900 taxable; tax 16.00 + 10% of 1,450 = 161.00; net 1,739.00
    expect(within(row('Net salary')).getByText('€1,739.00')).toBeInTheDocument();
    expect(within(row('Total cost to the employer')).getByText('€2,100.00')).toBeInTheDocument();
    expect(screen.getByRole('table').closest('[aria-live="polite"]')).not.toBeNull();
    expect(window.location.search).toBe('?gross=2%2C000&pension=5&employer=5&employment=primary');
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
});

describe('profit widget', () => {
  it('shows a range where the average is one', () => {
    render(
      <ProfitTool
        lang="sq"
        action="/sq/tools/profit/"
        contactHref="/sq/contact/"
        profit="100.000"
        labels={{ common, fields: t.profit.fields, results: t.profit.results, message: t.profit.message }}
      />,
    );
    // EU: 21.3% corporate tax, then 15–30% on dividends: 78,700 × 0.70 to × 0.85.
    expect(screen.getByText('55.090,00 € to 66.895,00 €')).toBeInTheDocument(); // the matcher folds the no-break spaces
  });
});
