import type { BlueprintSource } from './index';
import { brandBar, ending, head, mjmlDocument, type Palette } from './parts';

const palette: Palette = {
  page: '#f5f3ff',
  surface: '#ffffff',
  text: '#2e1065',
  muted: '#5b4a86',
  brand: '#6d28d9',
  onBrand: '#ffffff',
};

export const womenDayGreetings: BlueprintSource = {
  id: 'women-day-greetings',
  category: 'women_day',
  name: { pl: 'Dzień Kobiet – życzenia', en: "Women's Day – wishes" },
  description: {
    pl: 'Życzenia na 8 marca bez sprzedaży: ciepłe słowa od zespołu, dwie propozycje (inspiracje i spotkanie) i podpis. Także dla firm.',
    en: 'Wishes for 8 March without selling: warm words from the team, two suggestions (inspiration and a meet-up) and a signature. Fits B2B too.',
  },
  subject: { pl: 'Wszystkiego dobrego z okazji Dnia Kobiet 💐', en: "All the best on Women's Day 💐" },
  mjml: mjmlDocument(
    head({ title: 'Życzenia z okazji Dnia Kobiet', preview: 'Kilka słów od całego zespołu – i coś dla inspiracji na wiosnę.', palette }),
    `${brandBar('TWOJA MARKA', palette)}
    <mj-section background-color="#ede9fe" padding="48px 24px 40px">
      <mj-column>
        <mj-text align="center" font-size="48px" line-height="56px" padding-bottom="0"><span aria-hidden="true">💐</span></mj-text>
        <mj-text align="center" font-size="32px" line-height="40px" font-weight="700">Wszystkiego najlepszego!</mj-text>
        <mj-text align="center" font-size="18px" line-height="28px">{{ firstname | default: "Droga Pani" }}, z okazji Dnia Kobiet życzymy Ci odwagi w spełnianiu planów, czasu dla siebie i ludzi, którzy wspierają.</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="32px 24px 8px">
      <mj-column>
        <mj-text>Dziękujemy, że jesteś z nami. Każdego dnia inspirujecie nas Wy – klientki, partnerki i koleżanki z zespołu. Dlatego zamiast rabatu mamy dla Ciebie dwie rzeczy:</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="8px 16px 24px">
      <mj-column padding="8px" background-color="#f5f3ff">
        <mj-text font-size="20px" line-height="28px" font-weight="700" color="${palette.brand}">Inspiracje</mj-text>
        <mj-text padding-top="0">Historie kobiet, które zbudowały coś własnego – w naszym wiosennym poradniku.</mj-text>
        <mj-button href="https://example.com" align="left">Przeczytaj poradnik</mj-button>
      </mj-column>
      <mj-column padding="8px" background-color="#f5f3ff">
        <mj-text font-size="20px" line-height="28px" font-weight="700" color="${palette.brand}">Spotkanie</mj-text>
        <mj-text padding-top="0">Zapraszamy na bezpłatne spotkanie online o rozwoju zawodowym – 12 marca o 18:00.</mj-text>
        <mj-button href="https://example.com" align="left">Zapisz się na spotkanie</mj-button>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="0 24px 32px">
      <mj-column>
        <mj-divider />
        <mj-text>Z najlepszymi życzeniami,<br /><strong>cały zespół Twojej Marki</strong></mj-text>
      </mj-column>
    </mj-section>
${ending(palette)}`,
    palette,
  ),
};
