import type { BlueprintSource } from './index';
import { brandBar, ending, head, mjmlDocument, type Palette } from './parts';

const palette: Palette = {
  page: '#f6f4f1',
  surface: '#ffffff',
  text: '#1f1a17',
  muted: '#57504b',
  brand: '#c2410c',
  onBrand: '#ffffff',
};

/** One line of the cart: a colour block for the photo, then the name, variant, quantity and price. */
const line = (
  swatch: string,
  mark: string,
  name: string,
  variant: string,
  price: string,
) => `    <mj-section background-color="${palette.surface}" padding="8px 24px">
      <mj-column width="30%" padding="4px">
        <mj-text container-background-color="${swatch}" height="96px" align="center" font-size="40px" line-height="96px" padding="0"><span aria-hidden="true">${mark}</span></mj-text>
      </mj-column>
      <mj-column width="70%" padding="4px">
        <mj-text font-size="18px" font-weight="700" padding="8px 16px 0">${name}</mj-text>
        <mj-text font-size="14px" color="${palette.muted}" padding="4px 16px 0">${variant}</mj-text>
        <mj-text font-size="18px" padding="8px 16px"><strong>${price}</strong></mj-text>
      </mj-column>
    </mj-section>`;

/** One reason to trust the shop: a short bold line, a shorter explanation. */
const promise = (title: string, body: string) => `      <mj-column padding="8px">
        <mj-text align="center" font-size="15px" font-weight="700" padding-bottom="0">${title}</mj-text>
        <mj-text align="center" font-size="14px" line-height="20px" color="${palette.muted}" padding-top="4px">${body}</mj-text>
      </mj-column>`;

export const cartAbandoned: BlueprintSource = {
  id: 'cart-abandoned',
  category: 'cart',
  name: { pl: 'Porzucony koszyk', en: 'Abandoned cart' },
  description: {
    pl: 'Przypomnienie o produktach w koszyku: lista pozycji z ceną, suma, przycisk powrotu do koszyka, trzy gwarancje sklepu i kod rabatowy dla niezdecydowanych.',
    en: 'A reminder of what is in the cart: the lines with prices, the total, a back-to-cart button, three shop guarantees and a discount code for the undecided.',
  },
  subject: {
    pl: '{{ firstname | default: "Hej" }}, coś zostało w Twoim koszyku',
    en: '{{ firstname | default: "Hey" }}, you left something in your cart',
  },
  mjml: mjmlDocument(
    head({ title: 'Twój koszyk czeka', preview: 'Zarezerwowaliśmy Twoje produkty na 48 godzin – dokończ zamówienie.', palette }),
    `${brandBar('TWOJA MARKA', palette)}
    <mj-section background-color="${palette.surface}" padding="40px 24px 16px">
      <mj-column>
        <mj-text align="center" font-size="28px" line-height="36px" font-weight="700">Twój koszyk czeka, {{ firstname | default: "Drogi Kliencie" }}</mj-text>
        <mj-text align="center" color="${palette.muted}">Zauważyliśmy, że nie dokończyłeś(-aś) zamówienia. Zarezerwowaliśmy dla Ciebie produkty na 48 godzin.</mj-text>
      </mj-column>
    </mj-section>
${line('#fed7aa', '👟', 'Buty biegowe Lekkość', 'Rozmiar 41 · kolor pomarańczowy · 1 szt.', '349 zł')}
${line('#e7e5e4', '🎒', 'Plecak miejski 20 l', 'Kolor grafitowy · 1 szt.', '189 zł')}
    <mj-section background-color="${palette.surface}" padding="0 24px 32px">
      <mj-column>
        <mj-divider />
        <mj-text align="right" font-size="18px">Razem: <strong>538 zł</strong><br /><span style="font-size:14px;color:${palette.muted}">Dostawa gratis</span></mj-text>
        <mj-button href="https://example.com" font-size="18px" inner-padding="16px 40px">Wróć do koszyka</mj-button>
      </mj-column>
    </mj-section>
    <mj-section background-color="#fff7ed" padding="24px 24px">
      <mj-column>
        <mj-text align="center" font-size="16px">Wciąż się zastanawiasz? Z kodem <strong style="color:${palette.brand}">WRACAM10</strong> dostaniesz <strong>10% rabatu</strong> (ważny 48 godzin).</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${palette.surface}" padding="16px 16px">
${promise('Darmowa dostawa', 'od 199 zł, w 24 godziny')}
${promise('30 dni na zwrot', 'bez podawania przyczyny')}
${promise('Bezpieczne płatności', 'BLIK, karta, przelew')}
    </mj-section>
${ending(palette, 'Otrzymujesz tę wiadomość, ponieważ masz konto w naszym sklepie i zgodziłeś(-aś) się na informacje handlowe.')}`,
    palette,
  ),
};
