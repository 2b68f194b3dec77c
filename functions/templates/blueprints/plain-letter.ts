import type { BlueprintSource } from './index';
import { footer, head, mjmlDocument, SERIF, type Palette } from './parts';

const palette: Palette = {
  page: '#faf8f5',
  surface: '#ffffff',
  text: '#2b2622',
  muted: '#5e5650',
  brand: '#7c2d12',
  onBrand: '#ffffff',
};

export const plainLetter: BlueprintSource = {
  id: 'plain-letter',
  category: 'layout',
  name: { pl: 'List tekstowy', en: 'Text-only letter' },
  description: {
    pl: 'Osobisty list bez grafik, szeryfowym krojem – wygląda jak wiadomość od człowieka, nie od firmy. Dobry do ważnych informacji.',
    en: 'A personal letter without graphics, in a serif face – it reads like a note from a person, not a company. Good for important news.',
  },
  subject: {
    pl: '{{ firstname | default: "Dzień dobry" }}, kilka słów ode mnie',
    en: '{{ firstname | default: "Hello" }}, a few words from me',
  },
  mjml: mjmlDocument(
    head({ title: 'Kilka słów ode mnie', preview: 'Osobiście, bez reklam: co się u nas zmienia i dlaczego.', palette, font: SERIF }),
    `    <mj-section padding="40px 16px 0">
      <mj-column>
        <mj-text font-size="15px" letter-spacing="3px" color="${palette.brand}" font-weight="700">TWOJA MARKA</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="32px 24px" border-top="4px solid ${palette.brand}">
      <mj-column>
        <mj-text font-size="18px" line-height="30px">{{ firstname | default: "Dzień dobry" }},</mj-text>
        <mj-text font-size="18px" line-height="30px">piszę do Ciebie osobiście, bo chcę podzielić się czymś ważnym. Tu jest miejsce na pierwszy akapit: co się wydarzyło i dlaczego o tym piszę.</mj-text>
        <mj-text font-size="18px" line-height="30px">Drugi akapit rozwija temat. Krótkie zdania, zwykły język, jedna myśl na akapit – tak, jak pisze się do znajomego.</mj-text>
        <mj-text font-size="18px" line-height="30px">Jeśli chcesz dowiedzieć się więcej, wszystko opisaliśmy na stronie. Możesz też po prostu odpowiedzieć na tę wiadomość – czytam każdą odpowiedź.</mj-text>
        <mj-button href="https://example.com" align="left" font-family="${SERIF}" background-color="${palette.brand}">Przeczytaj więcej</mj-button>
        <mj-text font-size="18px" line-height="30px" padding-top="24px">Pozdrawiam serdecznie,<br /><strong>[Imię i nazwisko]</strong><br /><span style="color:${palette.muted};font-size:15px">[stanowisko], Twoja Marka</span></mj-text>
        <mj-divider border-color="#e7e1da" />
        <mj-text font-size="16px" line-height="26px" color="${palette.muted}"><strong>P.S.</strong> Najważniejsze zdanie często czyta się w dopisku. Powtórz tu prośbę lub zachętę.</mj-text>
      </mj-column>
    </mj-section>
${footer(palette, 'Otrzymujesz tę wiadomość, ponieważ jesteś w gronie naszych klientów lub subskrybentów.')}`,
    palette,
  ),
};
