import type { BlueprintSource } from './index';
import { brandBar, ending, head, mjmlDocument, type Palette } from './parts';

const palette: Palette = {
  page: '#ecf6f8',
  surface: '#ffffff',
  text: '#0f2a30',
  muted: '#48636a',
  brand: '#0e7490',
  onBrand: '#ffffff',
};

/** When, where, for whom: three facts side by side (stacked on phones). */
const fact = (label: string, value: string) => `      <mj-column padding="4px">
        <mj-text align="center" font-size="13px" font-weight="700" letter-spacing="1px" color="${palette.brand}" padding-bottom="0">${label}</mj-text>
        <mj-text align="center" font-size="16px" line-height="22px" padding-top="4px">${value}</mj-text>
      </mj-column>`;

/** A speaker: initials on a colour block in place of a photo, the name and role beside it. */
const speaker = (initials: string, swatch: string, name: string, role: string) => `      <mj-column padding="8px">
        <mj-text container-background-color="${swatch}" align="center" font-size="24px" font-weight="700" padding="20px 0">${initials}</mj-text>
        <mj-text align="center" font-size="16px" font-weight="700" padding-bottom="0">${name}</mj-text>
        <mj-text align="center" font-size="14px" line-height="20px" color="${palette.muted}" padding-top="4px">${role}</mj-text>
      </mj-column>`;

const row = 'padding:10px 8px;border-bottom:1px solid #e2e8f0;vertical-align:top';

export const businessWebinar: BlueprintSource = {
  id: 'business-webinar',
  category: 'business',
  name: { pl: 'Zaproszenie na webinar', en: 'Webinar invitation' },
  description: {
    pl: 'Zaproszenie na bezpłatny webinar: termin, miejsce i adresaci w trzech kolumnach, agenda w tabeli, prelegenci i przycisk zapisu. Zawiera wydarzenie do dodania do kalendarza.',
    en: 'An invitation to a free webinar: date, place and audience in three columns, the agenda as a table, speakers and a sign-up button. Carries an event for the calendar.',
  },
  subject: {
    pl: '{{ firstname | default: "Zaproszenie" }}: bezpłatny webinar [tytuł] – [data]',
    en: '{{ firstname | default: "Invitation" }}: free webinar [title] – [date]',
  },
  event: {
    title: 'Webinar: E-mail marketing, który sprzedaje',
    description: 'Bezpłatny webinar online. Link do pokoju wyślemy po zapisie.',
    start: '2027-03-18T10:00:00+01:00',
    end: '2027-03-18T11:30:00+01:00',
    location: 'Online',
    organiser: 'Twoja Marka',
  },
  mjml: mjmlDocument(
    head({
      title: 'Zaproszenie na webinar',
      preview: 'Bezpłatnie, online, 90 minut konkretów – zapisz się, liczba miejsc ograniczona.',
      palette,
    }),
    `${brandBar('TWOJA MARKA', palette)}
    <mj-section background-color="#cdeef4" padding="40px 24px 32px">
      <mj-column>
        <mj-text align="center" font-size="14px" font-weight="700" letter-spacing="3px" color="${palette.text}">BEZPŁATNY WEBINAR</mj-text>
        <mj-text align="center" font-size="32px" line-height="40px" font-weight="700">E-mail marketing, który sprzedaje</mj-text>
        <mj-text align="center">{{ firstname | default: "Dzień dobry" }}, zapraszamy na 90 minut praktycznej wiedzy: segmentacja, automatyzacje i teksty, które klikają się same.</mj-text>
        <mj-button href="https://example.com" font-size="18px" inner-padding="16px 40px">Zapisz się bezpłatnie</mj-button>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="24px 16px">
${fact('KIEDY', '18 marca 2027<br />10:00–11:30')}
${fact('GDZIE', 'Online<br />link po zapisie')}
${fact('DLA KOGO', 'Marketerzy<br />i właściciele sklepów')}
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="0 24px 8px">
      <mj-column>
        <mj-divider />
        <mj-text font-size="20px" font-weight="700">Agenda</mj-text>
        <mj-table font-size="15px" line-height="22px" color="${palette.text}">
          <tr><td style="${row};width:70px;font-weight:700">10:00</td><td style="${row}">Powitanie i plan spotkania</td></tr>
          <tr><td style="${row};font-weight:700">10:10</td><td style="${row}">Segmentacja bazy: od czego zacząć</td></tr>
          <tr><td style="${row};font-weight:700">10:40</td><td style="${row}">Trzy automatyzacje, które zarabiają same</td></tr>
          <tr><td style="${row};font-weight:700">11:10</td><td style="${row}">Pytania uczestników</td></tr>
        </mj-table>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="16px 24px 0">
      <mj-column>
        <mj-text font-size="20px" font-weight="700">Prowadzący</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="0 16px 16px">
${speaker('AK', '#cdeef4', '[Anna Kowalska]', '[Head of CRM, Firma]')}
${speaker('PN', '#fde68a', '[Piotr Nowak]', '[Ekspert e-commerce, Firma]')}
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="8px 24px 32px">
      <mj-column>
        <mj-text align="center" color="${palette.muted}">Nie możesz być na żywo? Zapisz się – nagranie wyślemy wszystkim zapisanym.</mj-text>
        <mj-button href="https://example.com">Rezerwuję miejsce</mj-button>
      </mj-column>
    </mj-section>
${ending(palette, undefined, ['linkedin', 'facebook', 'youtube'])}`,
    palette,
  ),
};
