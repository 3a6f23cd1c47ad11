import { type ComponentType, createElement } from 'react';
import ContactForm from '../client/islands/contact-form';
import ContactReveal from '../client/islands/contact-reveal';
import CookieConsent from '../client/islands/cookie-consent';
import CookieSettingsButton from '../client/islands/cookie-settings-button';
import FaqAccordion from '../client/islands/faq-accordion';
import GoBack from '../client/islands/go-back';
import ScrollToTop from '../client/islands/scroll-to-top';
import LanguageMenu from '../client/islands/language-menu';
import MobileMenu from '../client/islands/mobile-menu';
import { type IslandName, type IslandProps } from '../client/islands/registry';
import ProfitTool from '../client/islands/profit-tool';
import SalaryTool from '../client/islands/salary-tool';
import ThemeToggle from '../client/islands/theme-toggle';
import VatTool from '../client/islands/vat-tool';

const components: { [N in IslandName]: ComponentType<IslandProps<N>> } = {
  'theme-toggle': ThemeToggle,
  'language-menu': LanguageMenu,
  'mobile-menu': MobileMenu,
  'go-back': GoBack,
  'contact-reveal': ContactReveal,
  'cookie-consent': CookieConsent,
  'cookie-settings-button': CookieSettingsButton,
  'scroll-to-top': ScrollToTop,
  'faq-accordion': FaqAccordion,
  'contact-form': ContactForm,
  'salary-tool': SalaryTool,
  'vat-tool': VatTool,
  'profit-tool': ProfitTool,
};

/**
 * Marks a widget for hydration: the server renders it as usual and records its name and props, which
 * client/entry.tsx reads back. Props travel in a data attribute, so React's attribute escaping makes a
 * "</script>" break-out impossible by construction.
 */
export function Island<N extends IslandName>({
  name,
  props,
  className,
}: {
  name: N;
  props: IslandProps<N>;
  className?: string;
}) {
  // TypeScript cannot relate the generic props to the looked-up component; the map's type pairs them.
  const island: IslandName = name;
  const component = components[island] as ComponentType<object>;
  return (
    <div
      className={className ? `island ${className}` : 'island'}
      data-island={island}
      data-props={JSON.stringify(props)}
    >
      {createElement(component, props)}
    </div>
  );
}
