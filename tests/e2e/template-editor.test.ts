import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, expectOk, registerUser, unique, useBrowser } from './support';

const browser = useBrowser();

/**
 * Drags a block from the editor's block panel into the GrapesJS canvas (an iframe) with the mouse,
 * in steps, so the browser runs its native drag and drop across the frame as a user's hand would.
 */
async function dragBlock(page: Page, label: string) {
  const block = page.locator('.goniec-visual-blocks .gjs-block').filter({ hasText: new RegExp(`^\\s*${label}\\s*$`) });
  // Both the block and the canvas must be on screen: the editor's top at the viewport's.
  await page.locator('.goniec-visual-editor').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const from = (await block.first().boundingBox())!;
  // Dropped just below the heading: inside its column, where text and buttons belong.
  const to = (await page.frameLocator('.gjs-frame').getByText('Dzień dobry!').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.waitForTimeout(200);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.waitForTimeout(200);
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 2, { steps: 5 });
  await page.waitForTimeout(200);
  await page.mouse.up();
}

describe('template editor', () => {
  it('builds a mailing by dragging blocks into the visual editor, personalises it, keeps it after a reload and switches it to HTML one way', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'editor');
    await page.goto('/mailing/new/design');
    await page.waitForURL(/\/v2\/mailing\/edit\/editor/);
    const canvas = page.frameLocator('.gjs-frame');
    await canvas.getByText('Dzień dobry!').waitFor({ timeout: 30_000 });

    // A text block and a button block dragged from the panel into the canvas.
    await dragBlock(page, 'Tekst');
    await canvas
      .getByText(/Insert text here/)
      .first()
      .waitFor();
    await dragBlock(page, 'Przycisk');
    await canvas
      .getByText(/^\s*Button\s*$/)
      .first()
      .waitFor();

    // The user writes into the text, and puts a merge field where the caret is.
    const text = canvas.getByText(/Insert text here/).first();
    await text.dblclick();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Promocja dla Ciebie ');
    await page.getByRole('button', { name: 'Wstaw pole', exact: true }).click();
    await page.getByRole('menuitem', { name: /Właściwości subskrybenta/ }).click();
    await page.getByRole('menuitem', { name: /firstname/ }).click();
    await canvas.getByText(/Promocja dla Ciebie\s*\{\{ firstname \}\}/).waitFor();

    // The settings a new mailing needs (absent when the server made it blank with its defaults).
    const name = page.getByLabel('Nazwa', { exact: true });
    if (!(await name.inputValue())) await name.fill('Z edytora wizualnego');
    await page.getByLabel('Temat', { exact: true }).fill('Oferta dla {{ firstname }}');
    const fromName = page.getByLabel('Nazwa nadawcy', { exact: true });
    if (await fromName.count()) {
      await fromName.fill('Sklep');
      await page.getByLabel('E-mail nadawcy', { exact: true }).fill('newsletter@goniec.local');
    }
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await page.waitForURL(/\/v2\/mailing\/edit\/editor\/[^/]+$/);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await expect
      .poll(async () => (await apiCall(page, 'GET', `/mailings/${encodeURIComponent(id)}`)).body?.mjml ?? '', { timeout: 15_000 })
      .toContain('{{ firstname }}');
    const saved = await apiCall(page, 'GET', `/mailings/${encodeURIComponent(id)}`);
    expectOk(saved, 'read the mailing');
    expect(saved.body.mode).toBe('visual');
    expect(saved.body.mjml).toContain('Promocja dla Ciebie');
    expect(saved.body.mjml).toContain('<mj-button');
    expect(saved.body.html).toContain('Promocja dla Ciebie');

    // After a reload the canvas shows what was saved.
    await page.reload();
    await canvas.getByText(/Promocja dla Ciebie/).waitFor({ timeout: 30_000 });
    // Opening it is no change: leaving asks nothing.
    await page.getByRole('link', { name: 'Wszystkie mailingi' }).click();
    await page.waitForURL(/\/v2\/mailing\/send$/);
    await page.goBack();
    await canvas.getByText(/Promocja dla Ciebie/).waitFor({ timeout: 30_000 });

    // Visual → HTML: a warning first, then the HTML editor with the compiled content; visual is gone.
    await page.getByText('HTML', { exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/zmiana jednokierunkowa/).waitFor();
    await dialog.getByRole('button', { name: 'Przejdź do HTML', exact: true }).click();
    // CodeMirror draws only the lines on screen: the compiled document's start is there, the rest is read back from the server.
    await expect.poll(() => page.getByLabel('Treść HTML', { exact: true }).textContent()).toContain('<!doctype html>');
    expect(await page.getByRole('button', { name: 'Wizualny', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await expect
      .poll(async () => (await apiCall(page, 'GET', `/mailings/${encodeURIComponent(id)}`)).body?.mode, { timeout: 15_000 })
      .toBe('html');
    const html = await apiCall(page, 'GET', `/mailings/${encodeURIComponent(id)}`);
    expect(html.body.html).toContain('Promocja dla Ciebie');
    expect(html.body.html).toContain('{{ firstname }}');
  });

  it('starts a mailing from a blueprint, previews it as a subscriber and sends a test to a test group that lands in the local outbox', async () => {
    const { page } = await browser.open();
    await registerUser(page, 'test-send');
    const reader = `${unique('czytelniczka')}@example.com`;
    expectOk(await apiCall(page, 'POST', '/subscribers', { email: reader, props: { firstname: 'Ala' } }), 'subscriber');
    const tester = `${unique('tester')}@example.com`;
    expectOk(
      await apiCall(page, 'POST', '/settings/company/test-groups', { name: 'Zespół testów', emails: [tester], gsms: [] }),
      'test group',
    );

    // The gallery: a blueprint becomes a new mailing, and the editor opens on it.
    await page.goto('/mailing/new/templates');
    await page
      .getByRole('button', { name: /Użyj.*Jedna kolumna/ })
      .first()
      .click();
    await page.waitForURL(/\/v2\/mailing\/edit\/editor\/[^/]+$/);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const preview = page.frameLocator('iframe[title="Podgląd"]');
    // Without a subscriber the merge field shows its fallback…
    await preview
      .getByText(/Drogi Kliencie/)
      .first()
      .waitFor({ timeout: 30_000 });

    // …and as the chosen subscriber, her name: the server's preview, with the engine that sends.
    const picker = page.getByRole('combobox', { name: 'Podgląd jako subskrybent' });
    await picker.fill(reader.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(reader) }).click();
    await preview.getByText(/Ala/).first().waitFor({ timeout: 15_000 });

    // A test to the test group, through the real send path.
    await page.getByRole('button', { name: 'Wyślij test', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Grupa testowa|Wybierz grupę testową/ }).click();
    await page.getByRole('option', { name: /Zespół testów/ }).click();
    await dialog.getByRole('button', { name: 'Wyślij test', exact: true }).click();
    await dialog.getByText(tester).waitFor();
    await dialog.getByText('wysłano').first().waitFor();

    const mailing = (await apiCall(page, 'GET', `/mailings/${encodeURIComponent(id)}`)).body;
    const list = await (await page.request.get('/api/dev/outbox')).json();
    const sent = list.items.find((m: { subject: string; to: string[] }) => m.to.includes(tester));
    // The subject's merge field is filled too (the tester is no subscriber: its fallback).
    expect(sent?.subject).toMatch(/^\[TEST\] Cześć, /);
    const message = await (await page.request.get(`/api/dev/outbox/${encodeURIComponent(sent.id)}`)).json();
    // The tester is no subscriber: fields fall back; the blueprint's responsive layout went out whole.
    expect(message.html).toContain('Drogi Kliencie');
    expect(message.html).toContain('@media');
    // Nothing a tester does counts in the mailing's report.
    expect(mailing.stats.sent).toBe(0);
    await page.goto('/dev/outbox');
    await page.getByRole('link', { name: sent.subject }).first().waitFor();
  });
});
