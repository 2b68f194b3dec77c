import type { BlueprintSource } from './index';
import { ending, head, mjmlDocument, type Palette } from './parts';

const palette: Palette = {
  page: '#f1f4f9',
  surface: '#ffffff',
  text: '#15213b',
  muted: '#4a5672',
  brand: '#1e3a8a',
  onBrand: '#ffffff',
};

/** A short news item in one column: a label, a headline, two lines and a link. */
const item = (label: string, title: string, body: string, link: string) => `      <mj-column padding="8px">
        <mj-text font-size="12px" font-weight="700" letter-spacing="1px" color="${palette.brand}" padding-bottom="0">${label}</mj-text>
        <mj-text font-size="18px" line-height="26px" font-weight="700" padding-top="4px" padding-bottom="0">${title}</mj-text>
        <mj-text font-size="15px" line-height="22px" padding-top="8px">${body}<br /><a href="https://example.com" style="color:${palette.brand};font-weight:700">${link} →</a></mj-text>
      </mj-column>`;

const figure = (value: string, caption: string) => `      <mj-column padding="4px">
        <mj-text align="center" font-size="30px" line-height="38px" font-weight="700" color="${palette.brand}" padding-bottom="0">${value}</mj-text>
        <mj-text align="center" font-size="14px" line-height="20px" color="${palette.muted}" padding-top="4px">${caption}</mj-text>
      </mj-column>`;

export const businessNewsletter: BlueprintSource = {
  id: 'business-newsletter',
  category: 'business',
  name: { pl: 'Newsletter firmowy', en: 'Company newsletter' },
  description: {
    pl: 'Miesięcznik B2B: nagłówek z numerem wydania, artykuł główny, dwie wiadomości w kolumnach, liczby miesiąca i zapowiedź wydarzenia.',
    en: 'A monthly B2B newsletter: a masthead with the issue number, a lead story, two news items in columns, the month in numbers and an event teaser.',
  },
  subject: { pl: 'Newsletter [miesiąc]: trzy zmiany, które warto znać', en: 'Newsletter [month]: three changes worth knowing' },
  mjml: mjmlDocument(
    head({ title: 'Newsletter firmowy', preview: 'Artykuł miesiąca, nowości w ofercie i zaproszenie na spotkanie – w 3 minuty.', palette }),
    `    <mj-section background-color="${palette.brand}" padding="20px 24px">
      <mj-column width="60%">
        <mj-text color="${palette.onBrand}" font-size="22px" font-weight="700" letter-spacing="2px" padding="4px 0">TWOJA MARKA</mj-text>
      </mj-column>
      <mj-column width="40%">
        <mj-text color="#dbe4ff" font-size="14px" align="right" padding="8px 0">Newsletter · nr [numer] · [miesiąc rok]</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="40px 24px 16px">
      <mj-column>
        <mj-text font-size="13px" font-weight="700" letter-spacing="1px" color="${palette.brand}">ARTYKUŁ MIESIĄCA</mj-text>
        <mj-text font-size="30px" line-height="38px" font-weight="700" padding-top="0">Jak skrócić czas obsługi zamówień o połowę</mj-text>
        <mj-text>{{ firstname | default: "Dzień dobry" }}, w tym wydaniu pokazujemy, jak nasi klienci uporządkowali procesy – i ile na tym zyskali. Trzy kroki, które możesz wdrożyć od razu, bez nowych narzędzi.</mj-text>
        <mj-button href="https://example.com" align="left">Przeczytaj artykuł</mj-button>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="0 24px">
      <mj-column>
        <mj-divider />
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="8px 16px 24px">
${item('PRODUKT', 'Nowy moduł raportów', 'Raporty sprzedaży generują się teraz same, co tydzień, prosto na Twoją skrzynkę.', 'Zobacz, jak działa')}
${item('Z RYNKU', 'Zmiany w przepisach od [data]', 'Co oznaczają dla Twojej firmy i co trzeba przygotować – w pięciu punktach.', 'Przeczytaj podsumowanie')}
    </mj-section>
    <mj-section background-color="#e8eefb" padding="24px 16px">
${figure('+18%', 'więcej zamówień r/r')}
${figure('2 400', 'firm korzysta z usługi')}
${figure('4 h', 'średni czas odpowiedzi')}
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="32px 24px">
      <mj-column width="35%">
        <mj-text container-background-color="${palette.brand}" align="center" color="${palette.onBrand}" font-size="15px" line-height="22px" padding="16px 8px"><strong style="font-size:28px;line-height:36px">[dd]</strong><br />[miesiąc]</mj-text>
      </mj-column>
      <mj-column width="65%">
        <mj-text font-size="18px" font-weight="700" padding-bottom="0">Spotkanie klientów w [miasto]</mj-text>
        <mj-text font-size="15px" line-height="22px">Prezentacje, warsztaty i rozmowy przy kawie. Liczba miejsc ograniczona.</mj-text>
        <mj-button href="https://example.com" align="left" font-size="15px" inner-padding="10px 20px">Zarezerwuj miejsce</mj-button>
      </mj-column>
    </mj-section>
${ending(palette, 'Otrzymujesz tę wiadomość, ponieważ zapisałeś(-aś) się na nasz newsletter firmowy.', ['linkedin', 'facebook', 'youtube'])}`,
    palette,
  ),
};
